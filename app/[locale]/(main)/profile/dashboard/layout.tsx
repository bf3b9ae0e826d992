import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { requirePageAccess } from '@/lib/auth/session.server';

export const metadata = { robots: { index: false, follow: false } };

// The student's and parent's area (lib/auth/page-access.ts: any signed-in account).
export default async function StudentDashboardLayout({ children }: { children: ReactNode }) {
  const user = await requirePageAccess('/profile/dashboard');
  return (
    <DashboardShell area="student" roles={user.roles}>
      {children}
    </DashboardShell>
  );
}
