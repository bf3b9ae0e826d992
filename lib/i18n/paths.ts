import { redirect as nextRedirect } from 'next/navigation';
import { defaultLocale, type Locale } from './routing';

/**
 * The address of a page in a locale (`/faq` → `/faq` in Persian, `/en-US/faq` in English), as
 * next-intl's `getPathname` makes it for our routing (`as-needed`). Written out so that a page's
 * server components and islands link without next-intl's navigation module, whose Link brings
 * next/link into every page that imports it (lib/i18n/paths.test.ts checks both agree).
 */
export function getPathname({ href, locale }: { href: string; locale: Locale | string }): string {
  // Another site's address or a relative one is left as it is (next-intl's isLocalizableHref).
  if (locale === defaultLocale || !href.startsWith('/')) return href;
  return `/${locale}${/^\/(\?.*)?$/.test(href) ? href.slice(1) : href}`;
}

/** next/navigation's redirect to a page in a locale. */
export function redirect(args: { href: string; locale: Locale | string }): never {
  return nextRedirect(getPathname(args));
}
