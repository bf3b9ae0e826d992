import type { Metadata } from 'next';
import { serverConfig } from '@/server/config';
import { defaultLocale, type Locale, locales } from '@/lib/i18n/routing';

/** SITE_URL without a trailing slash (server side: pages, metadata, the sitemap, sign-in links). */
export const SITE_URL = serverConfig().siteUrl;

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
