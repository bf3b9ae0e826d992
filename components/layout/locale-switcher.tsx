'use client';

import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/paths';
import { usePathname } from '@/lib/i18n/router';
import { LOCALE_COOKIE, type Locale, locales } from '@/lib/i18n/routing';
import { useHydrated } from '@/lib/use-hydrated';

/** Switching language also rewrites the locale cookie, which the proxy honours on every visit. */
export function LocaleSwitcher() {
  const t = useTranslations('LocaleSwitcher');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const hydrated = useHydrated();

  const choose = async (locale: Locale) => {
    // js-cookie arrives with the click: every page has the switcher, few visitors use it.
    const { default: Cookies } = await import('js-cookie');
    Cookies.set(LOCALE_COOKIE.name, locale, { expires: 365, path: LOCALE_COOKIE.path, sameSite: 'lax' });
    // A full load: <html lang dir>, fonts and every message change with the locale.
    window.location.assign(getPathname({ href: pathname, locale }) + window.location.search);
  };

  return (
    <div role="group" aria-label={t('label')} className="flex gap-1">
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          disabled={!hydrated}
          onClick={() => locale !== current && void choose(locale)}
          className="rounded-md px-2 py-1 text-sm hover:bg-brand-50 aria-pressed:font-bold aria-pressed:text-brand-800"
        >
          {t(locale)}
        </button>
      ))}
    </div>
  );
}
