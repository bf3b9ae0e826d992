import type { ReactNode } from 'react';
import { StepShell } from '@/components/layout/step-shell';
import { WithMessages } from '@/components/providers/with-messages';
import { requirePageAccess } from '@/lib/auth/session.server';

export const metadata = { robots: { index: false, follow: false } };

/** Layout `start-teaching` (spec §2): signed-in people only (login and back, auth origin START_TEACHING). */
export default async function StartTeachingLayout({ children }: { children: ReactNode }) {
  await requirePageAccess('/start-teaching');
  return (
    <StepShell>
      <WithMessages groups={['StartTeaching', 'Tickets', 'Forms', 'FormKit', 'Uploads']}>{children}</WithMessages>
    </StepShell>
  );
}
