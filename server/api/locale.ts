import { createTranslator } from 'next-intl';
import { matchAcceptLanguage } from '@/lib/i18n/negotiate';
import { fallbackLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import enMessages from '@/messages/api/en-US.json';
import faMessages from '@/messages/api/fa.json';

/** The caller's language: an explicit x-locale header (our client sends it), else Accept-Language. */
export function callerLocale(headers: Headers): Locale {
  const explicit = headers.get('x-locale');
  if (isLocale(explicit)) return explicit;
  return matchAcceptLanguage(headers.get('accept-language')) ?? fallbackLocale;
}

const translators = {
  fa: createTranslator({ locale: 'fa', messages: faMessages, namespace: 'Api' }),
  'en-US': createTranslator({ locale: 'en-US', messages: enMessages, namespace: 'Api' }),
};

export type ApiTranslator = (typeof translators)['fa'];

export function apiTranslator(locale: Locale): ApiTranslator {
  return translators[locale];
}

/** The translator for whoever sent these headers. */
export function callerTranslator(headers: Headers): ApiTranslator {
  return translators[callerLocale(headers)];
}
