import { useTranslations } from 'next-intl';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorCard } from '@/lib/schemas/tutor-answers';
import { StarRating } from './star-rating';
import { TrackedTutorLink } from './tracked-tutor-link';
import { analyticsTutor } from './tutor-card';

/** Tutors side by side: one column per tutor, one row per fact. */
export function CompareView({ tutors, locale }: { tutors: TutorCard[]; locale: Locale }) {
  const t = useTranslations('TutorCompare');
  const tc = useTranslations('TutorCard');
  const rows: [string, (tutor: TutorCard) => React.ReactNode][] = [
    [t('price'), (x) => <span data-testid="compare-price">{formatPrice(x.teaching_price, locale)}</span>],
    [t('stars'), (x) => <StarRating stars={x.stars} reviews={x.reviews_count} locale={locale} />],
    [t('courses'), (x) => x.courses.map((c) => c.name).join(tc('separator'))],
    [t('experience'), (x) => t('years', { count: x.experience_years, formatted: formatNumber(x.experience_years, locale) })],
    [t('classes'), (x) => formatNumber(x.classes_count, locale)],
    [t('place'), (x) => [x.teaches_online ? tc('online') : null, x.teaches_offline && x.city ? x.city.name : null].filter(Boolean).join(tc('separator'))],
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-start" data-testid="compare-table">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr>
            <td />
            {tutors.map((tutor, i) => (
              <th key={tutor.id} scope="col" className="border-b border-gray-200 p-3 text-start text-lg">
                <TrackedTutorLink tutor={analyticsTutor(tutor)} list="tutor-compare" position={i + 1} className="text-brand-800 hover:underline">
                  {tutor.full_name}
                </TrackedTutorLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row" className="border-b border-gray-200 p-3 text-start text-sm text-muted">
                {label}
              </th>
              {tutors.map((tutor) => (
                <td key={tutor.id} className="border-b border-gray-200 p-3">
                  {cell(tutor)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
