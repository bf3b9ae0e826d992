import { createTranslator } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import { resolveTimeZone } from '@/lib/i18n/time-zone';
import enMessages from '@/messages/notifications/en-US.json';
import faMessages from '@/messages/notifications/fa.json';

const MESSAGES = { fa: faMessages, 'en-US': enMessages } as const;

/** The language a message is written in for a stored preference (the default when there is none). */
export const languageOf = (locale: string | null | undefined): Locale => (isLocale(locale) ? locale : defaultLocale);

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
  const lang = languageOf(locale);
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: 'Notify', timeZone: resolveTimeZone(timeZone ?? undefined, lang) });
  return { body: t(message as never, isolated(params) as never), locale: lang };
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** The arguments that carry words people wrote (a reason, a subject, a person's name), in any language. */
const WRITTEN = new Set(['reason', 'subject', 'name', 'tutor', 'other', 'lesson']);

/**
 * Words people wrote are set apart from the sentence around them, so an operator's English reason
 * keeps its order inside a Persian message and the other way round. Links and the values a message
 * chooses its words by (`role`, `mode`) stay bare.
 */
function isolated(params: NotificationParams): NotificationParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) =>
      typeof value === 'string' && WRITTEN.has(name) && value !== '' ? [name, `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`] : [name, value],
    ),
  );
}
