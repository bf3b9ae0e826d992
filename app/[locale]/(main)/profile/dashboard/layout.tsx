import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';

export const metadata = { robots: { index: false, follow: false } };

// The student's and parent's area (any signed-in account); the shell checks who may enter (lib/auth/page-access.ts).
export default function StudentDashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardShell area="student">{children}</DashboardShell>;
}
