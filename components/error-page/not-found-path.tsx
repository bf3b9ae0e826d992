'use client';

import { usePathname as useRequestedPathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/router';
import { defaultLocale } from '@/lib/i18n/routing';

/**
 * "Page not found: {path}" for the address now in the bar. Read in the browser's router, not from
 * the request: every page carries the not-found page as its fallback, so after a move inside the
 * app a server-rendered path would name the page the visitor came from.
 */
export function NotFoundPath({ outsideLocales = false }: { outsideLocales?: boolean }) {
  const t = useTranslations('error_page');
  const locale = useLocale();
  const pathname = usePathname();
  const requested = useRequestedPathname();
  // Addresses outside the locales (`/missing.png`) are shown as asked; localized ones as the bar shows them.
  const localized = locale === defaultLocale ? pathname : `/${locale}${pathname === '/' ? '' : pathname}`;
  const path = outsideLocales ? requested : localized;
  return t('not_found_path', { path });
}
