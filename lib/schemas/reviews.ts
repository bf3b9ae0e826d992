import { z } from '@/lib/schemas/zod';
import { rule } from './error-map';
import { recordId } from './ids';
import { queryIntOr } from './query-values';
import { storableText } from './text';
import type { ListPage } from './list-page';

/**
 * Class surveys and reviews (issue 30, docs/decisions.md "Class surveys and reviews"): the student
 * rates the tutor on these named aspects, 1–5 each, and may write a review.
 */
export const REVIEW_ASPECTS = ['explains_clearly', 'prepared', 'punctual', 'patient'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

const aspectRating = z.number().int().min(1).max(5);
const text = (max: number) => z.string().trim().max(max).refine(storableText, rule('no_control_characters'));

export const surveyBody = z.strictObject({
  aspects: z.strictObject({
    explains_clearly: aspectRating,
    prepared: aspectRating,
    punctual: aspectRating,
    patient: aspectRating,
  }),
  /** The written review: optional. */
  body: text(2000).default(''),
});
export type SurveyAnswers = z.output<typeof surveyBody>;

export const reviewAnswerBody = z.strictObject({ answer: text(1000).pipe(z.string().min(2)) });
export const reviewHideBody = z.strictObject({ reason: text(500).pipe(z.string().min(3)) });
export const classIdParam = z.strictObject({ id: recordId });
export const reviewIdParam = z.strictObject({ id: recordId });
export const OPERATOR_REVIEW_FILTERS = ['visible', 'hidden'] as const;
export const operatorReviewsQuerySchema = z.strictObject({ filter: z.enum(OPERATOR_REVIEW_FILTERS).default('visible'), page: queryIntOr(1, 1000, 1) });
/** The tutor's reviews: a page of `size` (the dashboard's home shows the newest few, their page 20). */
export const teacherReviewsQuerySchema = z.strictObject({ page: queryIntOr(1, 1000, 1), size: queryIntOr(1, 20, 20) });

/** The survey page's data: whose class, and whether an invitation is open now. */
export interface SurveyView {
  class_id: number;
  tutor: { name: string; username: string };
  /** The open invitation (0 after the first held lesson, then every REVIEW_EVERY lessons), or null. */
  round: number | null;
  /** The review already given for the latest invitation, if any. */
  submitted: { stars: number; body: string; aspects: Record<ReviewAspect, number> } | null;
  held_sessions: number;
}

export interface ClassReview {
  id: number;
  class_id: number | null;
  author_name: string;
  stars: number;
  aspects: Record<ReviewAspect, number> | null;
  body: string;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
}

export interface OperatorReview extends ClassReview {
  tutor: { name: string; username: string };
  hidden_at: string | null;
  hidden_reason: string | null;
}

/** One page of reviews, newest first (the console's hidden ones: latest hidden first). */
export interface ReviewPage<R extends ClassReview = ClassReview> extends ListPage {
  reviews: R[];
}
export type OperatorReviewPage = ReviewPage<OperatorReview>;
