import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';

export const metadata = { robots: { index: false, follow: false } };

// The operator console: operators and admins; the shell checks who may enter (lib/auth/page-access.ts).
export default function OperatorLayout({ children }: { children: ReactNode }) {
  return <DashboardShell area="operator">{children}</DashboardShell>;
}
