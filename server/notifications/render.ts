import { createTranslator } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import { resolveTimeZone } from '@/lib/i18n/time-zone';
import enMessages from '@/messages/notifications/en-US.json';
import faMessages from '@/messages/notifications/fa.json';

const MESSAGES = { fa: faMessages, 'en-US': enMessages } as const;

export type NotificationParams = Record<string, string | number | Date>;

/**
 * A message in the recipient's language, with dates and times in their own zone: a reminder for
 * "17:00" means 17:00 where they are.
 */
export function renderNotification(
  message: string,
  params: NotificationParams,
  locale: string | null,
  timeZone: string | null,
): { body: string; locale: Locale } {
  const lang: Locale = isLocale(locale) ? locale : defaultLocale;
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: 'Notify', timeZone: resolveTimeZone(timeZone ?? undefined, lang) });
  return { body: t(message as never, params as never), locale: lang };
}
