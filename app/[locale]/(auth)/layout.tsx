import type { ReactNode } from 'react';
import { AuthShell } from '@/components/layout/auth-shell';
import { WithMessages } from '@/components/providers/with-messages';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <WithMessages groups={['Auth']}>
      <AuthShell>{children}</AuthShell>
    </WithMessages>
  );
}
