import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { PageLinks } from '@/components/ui/page-links';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { ReviewPage } from '@/lib/schemas/reviews';
import { ReviewAnswerForm } from './review-answer-form';
import { ReviewCard } from './review-card';

/** How many of the newest reviews the dashboard's home shows; the rest are on the reviews page. */
export const HOME_REVIEWS = 3;

/**
 * The tutor's reviews, each unanswered one with its (one) answer form: on the dashboard's home the
 * newest few under a heading, with a link to all of them; on their own page, a page at a time.
 */
export async function TeacherReviews({ page, home = false }: { page: ReviewPage; home?: boolean }) {
  const [t, locale, zone] = await Promise.all([getTranslations('Reviews'), getLocale() as Promise<Locale>, getTimeZone()]);
  const list =
    page.reviews.length === 0 ? (
      <p className="text-muted">{t('teacher_empty')}</p>
    ) : (
      <WithMessages groups={['Reviews.answer_form', 'FormKit']}>
        <ul className="flex flex-col gap-3">
          {page.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} locale={locale} timeZone={zone}>
              {review.answer === null && <ReviewAnswerForm reviewId={review.id} />}
            </ReviewCard>
          ))}
        </ul>
      </WithMessages>
    );
  if (!home)
    return (
      <>
        {list}
        <PageLinks
          label={t('teacher_pages')}
          pathname="/dashboard/reviews"
          query={{}}
          page={page}
          previous={t('newer')}
          next={t('older')}
          testId="review-pages"
        />
      </>
    );
  return (
    <section aria-labelledby="teacher-reviews" className="flex flex-col gap-3">
      <h2 id="teacher-reviews" className="text-xl font-bold">
        {t('teacher_title')}
      </h2>
      {list}
      {page.has_more && (
        <Link href="/dashboard/reviews" className="self-start text-brand-700 underline underline-offset-4" data-testid="all-reviews">
          {t('teacher_all')}
        </Link>
      )}
    </section>
  );
}
