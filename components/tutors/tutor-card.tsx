import { useTranslations } from 'next-intl';
import type { AnalyticsTutor } from '@/lib/analytics';
import { formatPrice } from '@/lib/format';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorCard as Card } from '@/lib/schemas/tutor-answers';
import { RequestStartForm } from '@/components/tutor-requests/request-start-form';
import { StarRating } from './star-rating';
import { TutorAvatar } from './tutor-avatar';

const COURSES_SHOWN = 3;

/** The city a list is for: a card says where its tutor teaches relative to it. */
export interface ListCity {
  id: number;
  name: string;
}

type CardTranslator = ReturnType<typeof useTranslations<'TutorCard'>>;

/** "In person in Tehran and online", or why an online tutor is in a Tehran list at all. */
function whereTheyTeach(t: CardTranslator, tutor: Card, listCity: ListCity | null): string {
  const city = tutor.teaches_offline ? tutor.city : null;
  if (listCity && city?.id !== listCity.id) {
    return tutor.teaches_online ? t('where_online_only', { city: listCity.name }) : t('where_city', { city: city?.name ?? listCity.name });
  }
  if (city && tutor.teaches_online) return t('where_both', { city: city.name });
  if (city) return t('where_city', { city: city.name });
  return t('where_online');
}

/** What analytics and the client islands need of a tutor, nothing more. */
export function analyticsTutor(tutor: Card): AnalyticsTutor & { username: string } {
  return { id: tutor.id, username: tutor.username, full_name: tutor.full_name, teaching_price_formatted: tutor.teaching_price_formatted, stars: tutor.stars };
}

/**
 * A tutor card, rendered on the server only. Its links and compare button carry data
 * attributes that the grid's one client island (GridInteractions) acts on.
 */
export function TutorCard({ tutor, locale, listCity = null }: { tutor: Card; locale: Locale; listCity?: ListCity | null }) {
  const t = useTranslations('TutorCard');
  const profile = `/tutor/${tutor.username}`;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid="tutor-card" data-tutor-id={tutor.id}>
      <div className="flex items-center gap-3">
        <TutorAvatar name={tutor.full_name} url={tutor.avatar_url} id={tutor.id} />
        <div className="min-w-0">
          <h3 className="text-lg font-bold">
            <a href={getPathname({ href: profile, locale })} data-href={profile} data-tutor-id={tutor.id} className="hover:text-brand-700 hover:underline">
              {tutor.full_name}
            </a>
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
      <p className="text-sm text-muted" data-testid="tutor-place">
        {whereTheyTeach(t, tutor, listCity)}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <RequestStartForm tutor={tutor} origin="list" />
        <button
          type="button"
          data-compare={tutor.id}
          aria-pressed="false"
          // Works through the grid's script, which enables it (a cached page paints before it loads).
          disabled
          aria-label={t('compare_label', { name: tutor.full_name })}
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm hover:bg-gray-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-bold"
        >
          {t('compare')}
        </button>
      </div>
    </article>
  );
}
