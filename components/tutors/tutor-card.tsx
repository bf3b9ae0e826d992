import { useTranslations } from 'next-intl';
import type { AnalyticsTutor } from '@/lib/analytics';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorCard as Card } from '@/lib/schemas/tutor-answers';
import { CompareToggle } from './compare-toggle';
import { RequestButton } from './request-button';
import { StarRating } from './star-rating';
import { TrackedTutorLink } from './tracked-tutor-link';
import { TutorAvatar } from './tutor-avatar';

const COURSES_SHOWN = 3;

/** What analytics and the client islands need of a tutor, nothing more. */
export function analyticsTutor(tutor: Card): AnalyticsTutor & { username: string } {
  return { id: tutor.id, username: tutor.username, full_name: tutor.full_name, teaching_price_formatted: tutor.teaching_price_formatted, stars: tutor.stars };
}

export function TutorCard({ tutor, locale, list, position }: { tutor: Card; locale: Locale; list: string; position: number }) {
  const t = useTranslations('TutorCard');
  const small = analyticsTutor(tutor);
  const place = [tutor.teaches_online ? t('online') : null, tutor.teaches_offline && tutor.city ? tutor.city.name : null].filter(Boolean);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid="tutor-card" data-tutor-id={tutor.id}>
      <div className="flex items-center gap-3">
        <TutorAvatar name={tutor.full_name} url={tutor.avatar_url} id={tutor.id} />
        <div className="min-w-0">
          <h3 className="text-lg font-bold">
            <TrackedTutorLink tutor={small} list={list} position={position} className="hover:text-brand-700 hover:underline">
              {tutor.full_name}
            </TrackedTutorLink>
          </h3>
          <StarRating stars={tutor.stars} reviews={tutor.reviews_count} locale={locale} />
          {tutor.is_new && <span className="ms-2 rounded bg-green-50 px-2 text-xs font-bold text-green-800">{t('new')}</span>}
        </div>
      </div>
      <p className="text-lg">
        <span className="font-bold" data-testid="tutor-price">
          {formatPrice(tutor.teaching_price, locale)}
        </span>{' '}
        <span className="text-sm text-muted">{t('per_hour')}</span>
      </p>
      <ul className="flex flex-wrap gap-1" aria-label={t('courses')}>
        {tutor.courses.slice(0, COURSES_SHOWN).map((course) => (
          <li key={course.id} className="rounded-full bg-gray-100 px-2 py-0.5 text-sm">
            {course.name}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{place.join(t('separator'))}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <RequestButton tutor={small} event="teacherListTeacherRequestSubmit" />
        <CompareToggle id={tutor.id} name={tutor.full_name} />
      </div>
    </article>
  );
}
