import { getLocale, getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { FooterLinks } from './footer-links';

export async function SiteFooter() {
  const [t, locale] = await Promise.all([getTranslations('Footer'), getLocale()]);
  const year = formatNumber(new Date().getUTCFullYear(), locale as Locale, { useGrouping: false });
  return (
    <footer className="border-t border-gray-200 bg-gray-50 print:hidden">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <FooterLinks />
        <p className="text-muted">{t('about')}</p>
        <p className="mt-4 text-sm text-muted">
          {t('copyright', { year })} {t('prices_in_euro')}
        </p>
      </div>
    </footer>
  );
}
