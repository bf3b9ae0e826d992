import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessagesWith, type MessagePath, type Messages } from '@/lib/i18n/messages';

/**
 * Hands client components below it the message groups only some pages need (sign-in, forms, dev
 * tools), or only the part of a large group an island reads (`Operator.refund_form`), so every other
 * page ships fewer messages. The forms' field errors (`Validation`) come too, unless `forms={false}`
 * says no island below posts a form with useApiForm.
 */
export async function WithMessages({ groups, forms = true, children }: { groups: readonly MessagePath[]; forms?: boolean; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={clientMessagesWith(messages, groups, { forms })}>{children}</NextIntlClientProvider>;
}
