import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import type { Locale } from '@/lib/i18n/routing';
import type { ClassReview } from '@/lib/schemas/reviews';
import { ReviewAnswerForm } from './review-answer-form';
import { ReviewCard } from './review-card';

/** The tutor's dashboard: their reviews, each unanswered one with its (one) answer form. */
export async function TeacherReviews({ reviews }: { reviews: ClassReview[] }) {
  const [t, locale, zone] = await Promise.all([getTranslations('Reviews'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="teacher-reviews" className="flex flex-col gap-3">
      <h2 id="teacher-reviews" className="text-xl font-bold">
        {t('teacher_title')}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-muted">{t('teacher_empty')}</p>
      ) : (
        <WithMessages groups={['Reviews.answer_form', 'FormKit']}>
          <ul className="flex flex-col gap-3">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} locale={locale} timeZone={zone}>
                {review.answer === null && <ReviewAnswerForm reviewId={review.id} />}
              </ReviewCard>
            ))}
          </ul>
        </WithMessages>
      )}
    </section>
  );
}
