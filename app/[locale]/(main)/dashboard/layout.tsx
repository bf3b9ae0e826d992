import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { requirePageAccess } from '@/lib/auth/session.server';

export const metadata = { robots: { index: false, follow: false } };

// The teacher dashboard (spec §2 `/dashboard`): accounts with the teacher role.
export default async function TeacherDashboardLayout({ children }: { children: ReactNode }) {
  const user = await requirePageAccess('/dashboard');
  return (
    <DashboardShell area="teacher" roles={user.roles}>
      {children}
    </DashboardShell>
  );
}
