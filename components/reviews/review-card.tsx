import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { REVIEW_ASPECTS, type ReviewAspect } from '@/lib/schemas/reviews';

interface ShownReview {
  author_name: string;
  stars: number;
  body: string;
  created_at: string;
  aspects: Record<string, number> | null;
  answer: string | null;
}

/** One review as everyone reads it: who, when, stars, the aspects, the words and the tutor's answer. */
export function ReviewCard({ review, locale, timeZone, children }: { review: ShownReview; locale: Locale; timeZone: string; children?: ReactNode }) {
  const t = useTranslations('Reviews');
  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="review">
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span dir="auto" className="font-bold">
          {review.author_name || t('anonymous')}
        </span>
        <span className="text-muted">{formatDate(review.created_at, locale, timeZone)}</span>
      </p>
      <p className="text-sm">
        <span aria-hidden="true" className="text-amber-700">
          {'★'.repeat(review.stars)}
        </span>
        <span className="sr-only">{t('stars_label', { stars: review.stars })}</span>
      </p>
      {review.aspects && (
        <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted">
          {REVIEW_ASPECTS.filter((aspect) => typeof review.aspects?.[aspect] === 'number').map((aspect: ReviewAspect) => (
            <li key={aspect}>{t('aspect_rating', { aspect: t(`aspects.${aspect}`), stars: review.aspects![aspect]! })}</li>
          ))}
        </ul>
      )}
      {review.body && (
        <p dir="auto" className="mt-1">
          {review.body}
        </p>
      )}
      {review.answer && (
        <div className="mt-2 border-s-4 border-brand-200 ps-3 text-sm">
          <p className="font-bold">{t('tutor_answer')}</p>
          <p dir="auto">{review.answer}</p>
        </div>
      )}
      {children}
    </li>
  );
}

/** The tutor's averages per aspect over their class surveys. */
export function AspectAverages({ averages }: { averages: Record<string, number> | null }) {
  const t = useTranslations('Reviews');
  if (!averages) return null;
  return (
    <div className="mb-3">
      <h3 className="font-bold">{t('aspects_title')}</h3>
      <ul className="flex flex-wrap gap-x-4 text-sm" data-testid="aspect-averages">
        {REVIEW_ASPECTS.map((aspect) => (
          <li key={aspect}>{t('aspect_rating', { aspect: t(`aspects.${aspect}`), stars: averages[aspect] ?? 0 })}</li>
        ))}
      </ul>
    </div>
  );
}
