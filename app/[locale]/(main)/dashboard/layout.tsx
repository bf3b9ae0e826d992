import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';

export const metadata = { robots: { index: false, follow: false } };

// The teacher dashboard (spec §2 `/dashboard`): accounts with the teacher role; the shell checks who may enter (lib/auth/page-access.ts).
export default function TeacherDashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardShell area="teacher">{children}</DashboardShell>;
}
