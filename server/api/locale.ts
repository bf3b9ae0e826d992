import { createTranslator } from 'next-intl';
import { matchAcceptLanguage } from '@/lib/i18n/negotiate';
import { fallbackLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import { resolveTimeZone, TIME_ZONE_COOKIE } from '@/lib/i18n/time-zone';
import enMessages from '@/messages/api/en-US.json';
import faMessages from '@/messages/api/fa.json';

/** The caller's language: an explicit x-locale header (our client sends it), else Accept-Language. */
export function callerLocale(headers: Headers): Locale {
  const explicit = headers.get('x-locale');
  if (isLocale(explicit)) return explicit;
  return matchAcceptLanguage(headers.get('accept-language')) ?? fallbackLocale;
}

const MESSAGES = { fa: faMessages, 'en-US': enMessages };

// Named formats for messages (`{until, date, clock}`): explicit, so every runtime writes the same thing.
const FORMATS = {
  dateTime: {
    clock: { hour: 'numeric', minute: '2-digit' },
    day: { day: 'numeric', month: 'short', year: 'numeric' },
  },
} as const;

function makeTranslator(locale: Locale, timeZone: string) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Api', timeZone, formats: FORMATS });
}

export type ApiTranslator = ReturnType<typeof makeTranslator>;

// One translator per language and zone (zones are checked against the runtime's list, so this stays small).
const translators = new Map<string, ApiTranslator>();

/** Dates and times in messages (e.g. when a lock ends) are written in `timeZone`, the caller's zone. */
export function apiTranslator(locale: Locale, timeZone = resolveTimeZone(undefined, locale)): ApiTranslator {
  const key = `${locale}|${timeZone}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = makeTranslator(locale, timeZone);
    translators.set(key, translator);
  }
  return translator;
}

/** The caller's zone: the `tz` cookie the browser keeps (lib/i18n/time-zone), else the language's default. */
export function callerTimeZone(headers: Headers, locale: Locale): string {
  const cookie = headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`).exec(cookie);
  let value: string | undefined;
  try {
    value = match ? decodeURIComponent(match[1]!) : undefined;
  } catch {
    value = undefined;
  }
  return resolveTimeZone(value, locale);
}

/** The translator for whoever sent these headers: their language and zone. */
export function callerTranslator(headers: Headers): ApiTranslator {
  const locale = callerLocale(headers);
  return apiTranslator(locale, callerTimeZone(headers, locale));
}
