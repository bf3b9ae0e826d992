import { defineRouting } from 'next-intl/routing';

export const locales = ['fa', 'en-US'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';
/** Used when neither the cookie nor the browser names a locale we have (spec §9). */
export const fallbackLocale: Locale = 'en-US';

export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

// Locale detection and the cookie are ours (proxy.ts): next-intl would fall back to the
// default locale and only set its cookie when the locale differs from the browser's.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

/** A path without its locale prefix (`/en-US/faq?x=1` → `/faq?x=1`): the router adds the locale back. */
export function withoutLocalePrefix(path: string): string {
  const rest = path.replace(/^\/(en-US|fa)(?=\/|\?|$)/, '');
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}
