import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorCard as Card } from '@/lib/schemas/tutor-answers';
import { GridInteractions } from './grid-interactions';
import { analyticsTutor, type ListCity, TutorCard } from './tutor-card';

/** Cards of one page, reported as impressions with their absolute positions. */
export function TutorGrid({
  tutors,
  locale,
  list,
  firstPosition = 1,
  listCity = null,
}: {
  tutors: Card[];
  locale: Locale;
  list: string;
  firstPosition?: number;
  listCity?: ListCity | null;
}) {
  const t = useTranslations('TutorList');
  if (tutors.length === 0) return <p className="rounded-xl bg-gray-50 p-6 text-center">{t('empty')}</p>;
  return (
    <GridInteractions tutors={tutors.map(analyticsTutor)} list={list} firstPosition={firstPosition}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="tutor-grid">
        {tutors.map((tutor) => (
          <li key={tutor.id}>
            <TutorCard tutor={tutor} locale={locale} listCity={listCity} />
          </li>
        ))}
      </ul>
    </GridInteractions>
  );
}
