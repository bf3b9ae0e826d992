import type { MetadataRoute } from 'next';
import { privatePathPrefixes } from '@/lib/auth/page-access';
import { locales, defaultLocale } from '@/lib/i18n/routing';
import { SITE_URL } from '@/lib/seo.server';

// SITE_URL is read when the file is requested, not frozen at build time.
export const dynamic = 'force-dynamic';

// Private pages (lib/auth/page-access.ts) in every locale, and the API.
function disallowed(): string[] {
  const prefixes = locales.filter((locale) => locale !== defaultLocale).map((locale) => `/${locale}`);
  const pages = privatePathPrefixes();
  return ['/api', ...pages, ...prefixes.flatMap((prefix) => pages.map((path) => `${prefix}${path}`))];
}

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: disallowed() },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
