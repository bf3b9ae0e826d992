import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { getPathname } from './paths';
import { defaultLocale, isLocale, type Locale, withoutLocalePrefix } from './routing';

/**
 * Client navigation in the page's locale with next/navigation alone (part of the framework's
 * chunks): next-intl's `useRouter` and `usePathname` come with its Link, next/link and use-intl.
 */

/** The locale of the page shown (the `[locale]` segment). */
export function usePageLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}

type NextRouter = ReturnType<typeof useNextRouter>;

/** next/navigation's router, with `push`, `replace` and `prefetch` taking addresses without a locale. */
export function useRouter(): NextRouter {
  const router = useNextRouter();
  const locale = usePageLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(getPathname({ href, locale }), options),
      replace: (href, options) => router.replace(getPathname({ href, locale }), options),
      prefetch: (href, options) => router.prefetch(getPathname({ href, locale }), options),
    }),
    [router, locale],
  );
}

/** The page's path without its locale prefix (`/en-US/faq` → `/faq`). */
export function usePathname(): string {
  return withoutLocalePrefix(useNextPathname() ?? '/');
}
