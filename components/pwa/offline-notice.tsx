import { getLocale, getTranslations } from 'next-intl/server';
import { SiteLogo } from '@/components/layout/site-logo';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo.server';
import { RetryButton } from './retry-button';

/** The offline page: what happened, try again, or go home (which may be cached). */
export async function OfflineNotice() {
  const [t, locale] = await Promise.all([getTranslations('Offline'), getLocale()]);
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-5 px-4 py-10 text-center">
      <SiteLogo />
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <RetryButton />
        {/* A plain link: a full navigation, which the service worker can answer from its cache. */}
        <a href={localizedPath(locale as Locale, '/')} className="rounded-md px-4 py-2 font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('home')}
        </a>
      </div>
    </main>
  );
}
