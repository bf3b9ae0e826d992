'use client';

import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/paths';
import { usePathname } from '@/lib/i18n/router';
import { LOCALE_COOKIE, type Locale, locales } from '@/lib/i18n/routing';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Writes the locale cookie and resolves once the browser sends it. A page load started right
 * after a `document.cookie` write can leave before the write reaches Chromium's network service
 * (seen in CI: a switch to Persian went out with the old English cookie and the proxy answered
 * English); the Cookie Store API resolves after the write. Browsers without it keep js-cookie.
 */
async function rememberLocale(locale: Locale) {
  const { name, path, maxAge } = LOCALE_COOKIE;
  if (typeof window.cookieStore?.set === 'function') {
    try {
      await window.cookieStore.set({ name, value: locale, path, sameSite: 'lax', expires: Date.now() + maxAge * 1000 });
      return;
    } catch {
      // Refused (not a secure context): the plain write below.
    }
  }
  // js-cookie arrives with the click: every page has the switcher, few visitors use it.
  const { default: Cookies } = await import('js-cookie');
  Cookies.set(name, locale, { expires: maxAge / 86_400, path, sameSite: 'lax' });
}

/** Switching language also rewrites the locale cookie, which the proxy honours on every visit. */
export function LocaleSwitcher() {
  const t = useTranslations('LocaleSwitcher');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const hydrated = useHydrated();

  const choose = async (locale: Locale) => {
    await rememberLocale(locale);
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
