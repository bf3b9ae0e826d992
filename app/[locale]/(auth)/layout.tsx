import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthShell } from '@/components/layout/auth-shell';
import { clientMessagesWith, type Messages } from '@/lib/i18n/messages';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={clientMessagesWith(messages, ['Auth'])}>
      <AuthShell>{children}</AuthShell>
    </NextIntlClientProvider>
  );
}
