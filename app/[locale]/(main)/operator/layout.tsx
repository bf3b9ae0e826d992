import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { requirePageAccess } from '@/lib/auth/session.server';

export const metadata = { robots: { index: false, follow: false } };

// The operator console: operators and admins.
export default async function OperatorLayout({ children }: { children: ReactNode }) {
  const user = await requirePageAccess('/operator');
  return (
    <DashboardShell area="operator" roles={user.roles}>
      {children}
    </DashboardShell>
  );
}
