import type { Metadata } from 'next';
import { defaultLocale, type Locale, locales } from './i18n/routing';

export const SITE_URL = process.env.SITE_URL ?? 'http://localhost:3000';

/** Informational pages, each in every locale. */
export const CONTENT_PATHS = [
  '/',
  '/faq',
  '/app',
  '/about-us',
  '/contact-us',
  '/terms',
  '/student-panel-guide',
  '/feedback-gallery',
  '/abroad',
  '/school',
  '/list/tehran',
  '/view-slug',
] as const;

export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  return locale === defaultLocale ? clean || '/' : `/${locale}${clean}`;
}

/** Canonical URL and hreflang alternates for a page that exists in every locale. */
export function alternatesFor(locale: Locale, path: string): Metadata['alternates'] {
  return {
    canonical: localizedPath(locale, path),
    languages: {
      ...Object.fromEntries(locales.map((l) => [l, localizedPath(l, path)])),
      'x-default': localizedPath(defaultLocale, path),
    },
  };
}
