import { useTranslations } from 'next-intl';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorCourses, TutorProfile } from '@/lib/schemas/tutor-answers';
import { CompareBarSlot } from './compare-bar-slot';
import { ServerLink } from './server-link';
import { SoftLinks } from './soft-links';
import { CompareToggle } from './compare-toggle';
import { ProductDetail } from './product-detail';
import { RequestStartForm } from '@/components/tutor-requests/request-start-form';
import { AspectAverages, ReviewCard } from '@/components/reviews/review-card';
import { StarRating } from './star-rating';
import { analyticsTutor } from './tutor-card';
import { PageLink } from '@/components/ui/page-link';
import { TutorAvatar } from './tutor-avatar';

export function TutorProfileView(props: { tutor: TutorProfile; courses: TutorCourses['courses']; locale: Locale; timeZone: string }) {
  const { tutor, courses, locale, timeZone } = props;
  const t = useTranslations('TutorProfile');
  const tc = useTranslations('TutorCard');
  const small = analyticsTutor(tutor);
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 pb-24">
      <ProductDetail tutor={small} />
      <header className="flex flex-wrap items-center gap-5">
        <TutorAvatar name={tutor.full_name} url={tutor.avatar_url} id={tutor.id} size={112} eager />
        <div className="flex flex-1 flex-col gap-2">
          <h1 className="text-3xl font-extrabold text-brand-800">{tutor.full_name}</h1>
          <StarRating stars={tutor.stars} reviews={tutor.reviews_count} locale={locale} />
          <p className="text-xl">
            <span className="font-bold" data-testid="tutor-price">
              {formatPrice(tutor.teaching_price, locale)}
            </span>{' '}
            <span className="text-sm text-muted">{tc('per_hour')}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RequestStartForm tutor={small} origin="profile" />
          <RequestStartForm variant="suggest" origin="suggestion" courseId={courses[0]?.id} cityId={tutor.teaches_offline ? tutor.city?.id : undefined} />
          <CompareToggle id={tutor.id} name={tutor.full_name} />
          {/* The same link for every visitor (the page is cached): signing in comes first when needed. Only a tutor with an account reads messages. */}
          {tutor.accepts_messages && (
            <PageLink
              href={`/profile/dashboard/messages/new/${tutor.username}`}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-bold text-brand-800 hover:bg-brand-50"
              data-testid="message-tutor"
            >
              {t('message_tutor')}
            </PageLink>
          )}
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-gray-50 p-4 sm:grid-cols-4">
        <Fact
          label={t('teaching_type')}
          value={[tutor.teaches_online && t('online'), tutor.teaches_offline && t('in_person')].filter(Boolean).join(tc('separator'))}
        />
        <Fact label={t('city')} value={tutor.city?.name ?? t('no_city')} />
        <Fact label={t('experience')} value={t('years', { count: tutor.experience_years, formatted: formatNumber(tutor.experience_years, locale) })} />
        <Fact label={t('classes')} value={formatNumber(tutor.classes_count, locale)} />
      </dl>
      {tutor.intro_video_url && (
        <section aria-labelledby="intro-video">
          <h2 id="intro-video" className="mb-2 text-xl font-bold">
            {t('intro_video')}
          </h2>
          {/* metadata only: the first frame shows instead of a black box, the clip loads when played; 16:9 box from the start. */}
          <video
            controls
            preload="metadata"
            playsInline
            width={640}
            height={360}
            src={tutor.intro_video_url}
            className="aspect-video h-auto w-full rounded-xl bg-black"
            aria-label={t('intro_video_of', { name: tutor.full_name })}
            data-testid="intro-video"
          />
        </section>
      )}
      <section aria-labelledby="bio">
        <h2 id="bio" className="mb-2 text-xl font-bold">
          {t('about', { name: tutor.full_name })}
        </h2>
        {/* What people write keeps its own direction (a Persian bio on the English page reads right to left). */}
        <p dir="auto" className="whitespace-pre-line leading-8">
          {tutor.bio}
        </p>
      </section>
      <section aria-labelledby="courses">
        <h2 id="courses" className="mb-2 text-xl font-bold">
          {t('courses')}
        </h2>
        <SoftLinks>
          <ul className="flex flex-wrap gap-2" data-testid="profile-courses">
            {courses.map((course) => (
              <li key={course.id}>
                <ServerLink
                  href={`/tutor-list/${course.slug}`}
                  locale={locale}
                  className="inline-block rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100"
                >
                  {t('course_in_group', { course: course.name, group: course.course_group.name })}
                </ServerLink>
              </li>
            ))}
          </ul>
        </SoftLinks>
      </section>
      <section aria-labelledby="reviews">
        <h2 id="reviews" className="mb-2 text-xl font-bold">
          {t('reviews')}
        </h2>
        {tutor.reviews.length === 0 && <p className="text-muted">{tc('no_reviews')}</p>}
        <AspectAverages averages={tutor.aspect_averages} />
        <ul className="flex flex-col gap-3">
          {tutor.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} locale={locale} timeZone={timeZone} />
          ))}
        </ul>
      </section>
      <CompareBarSlot />
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}
