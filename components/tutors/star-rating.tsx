import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

export function StarRating({ stars, reviews, locale }: { stars: number; reviews: number; locale: Locale }) {
  const t = useTranslations('TutorCard');
  if (reviews === 0) return <span className="text-sm text-muted">{t('no_reviews')}</span>;
  const value = formatNumber(stars, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="text-amber-700">
        ★
      </span>
      <span className="font-bold">{value}</span>
      <span className="text-muted">{t('reviews', { count: reviews, formatted: formatNumber(reviews, locale) })}</span>
    </span>
  );
}
