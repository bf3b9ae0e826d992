import type { ReactNode } from 'react';
import { requireSessionUser } from '@/lib/auth/session.server';

// Everything under /profile/dashboard needs a live session (guard `auth`).
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await requireSessionUser();
  return children;
}
