import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { ViewFilters } from '@/components/ui/view-filters';
import { WithMessages } from '@/components/providers/with-messages';
import { PageLinks } from '@/components/ui/page-links';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { OPERATOR_REVIEW_FILTERS, type OperatorReviewPage } from '@/lib/schemas/reviews';
import { ReviewDecisionForm } from './review-answer-form';
import { ReviewCard } from './review-card';

/** The console's reviews, a page at a time: the shown ones (each with a hide form) or the hidden ones with their reasons. */
export async function OperatorReviews({ filter, page }: { filter: (typeof OPERATOR_REVIEW_FILTERS)[number]; page: OperatorReviewPage }) {
  const { reviews } = page;
  const [t, locale, zone] = await Promise.all([getTranslations('Reviews'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <h1 id="reviews-title" className="text-2xl font-bold">
        {t('operator_title')}
      </h1>
      <p className="text-muted">{t('operator_intro')}</p>
      <ViewFilters
        label={t('operator_title')}
        pathname="/operator/reviews"
        param="filter"
        current={filter}
        views={OPERATOR_REVIEW_FILTERS.map((key) => ({ key, label: t(`operator_filter_${key}`) }))}
      />
      {reviews.length === 0 ? (
        <p>{t('operator_empty')}</p>
      ) : (
        <WithMessages groups={['Reviews.decision_form', 'FormKit']}>
          <ul className="flex flex-col gap-3">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} locale={locale} timeZone={zone}>
                <p className="mt-2 text-sm">
                  <Link href={`/tutor/${encodeURIComponent(review.tutor.username)}`} className="text-brand-700 underline underline-offset-4">
                    {t('operator_tutor', { name: review.tutor.name })}
                  </Link>
                </p>
                {review.hidden_reason !== null ? (
                  <>
                    <p className="mt-2 text-sm font-bold">{t('hidden_because', { reason: review.hidden_reason })}</p>
                    <ReviewDecisionForm reviewId={review.id} decision="restore" />
                  </>
                ) : (
                  <ReviewDecisionForm reviewId={review.id} decision="hide" />
                )}
              </ReviewCard>
            ))}
          </ul>
        </WithMessages>
      )}
      <PageLinks
        label={t('operator_pages')}
        pathname="/operator/reviews"
        query={{ filter }}
        page={page}
        previous={t('newer')}
        next={t('older')}
        testId="review-pages"
      />
    </section>
  );
}
