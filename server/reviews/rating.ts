import { REVIEW_ASPECTS, type ReviewAspect } from '@/lib/schemas/reviews';

/**
 * The numbers of class surveys (docs/decisions.md "Class surveys and reviews"), pure so the unit
 * tests pin them down.
 */

/** The student is asked after the first held lesson, then after every REVIEW_EVERY more (1st, 9th, 17th, …). */
export const REVIEW_EVERY = 8;

/** The invitation open after this many held (or confirmed) lessons: null before the first. */
export function surveyRoundAfter(heldLessons: number): number | null {
  if (!Number.isInteger(heldLessons) || heldLessons < 1) return null;
  return Math.floor((heldLessons - 1) / REVIEW_EVERY);
}

/** The lesson (1-based) after which `round` opens. */
export function lessonOpeningRound(round: number): number {
  return 1 + round * REVIEW_EVERY;
}

/** A survey's overall stars: the mean of its aspects, rounded to a whole star (1–5). */
export function overallStars(aspects: Record<ReviewAspect, number>): number {
  const values = REVIEW_ASPECTS.map((aspect) => aspects[aspect]);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.min(5, Math.max(1, Math.round(mean)));
}

export interface Rating {
  /** The average, one decimal (tutors.stars). */
  stars: number;
  count: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A review counted in: the seed's stars and count are history (their reviews are not all rows),
 * so the average moves by the new review's weight, never recomputed from the rows.
 */
export function withReview(rating: Rating, stars: number): Rating {
  const count = rating.count + 1;
  return { stars: oneDecimal((rating.stars * rating.count + stars) / count), count };
}

/** A review taken out (hidden): the inverse of withReview, kept within 1–5 (0 with no review left). */
export function withoutReview(rating: Rating, stars: number): Rating {
  if (rating.count <= 1) return { stars: 0, count: 0 };
  const count = rating.count - 1;
  return { stars: Math.min(5, Math.max(1, oneDecimal((rating.stars * rating.count - stars) / count))), count };
}

/** Each aspect's average over the surveys that rated it (one decimal), or null without any. */
export function aspectAverages(rows: readonly (Partial<Record<ReviewAspect, number>> | null)[]): Record<ReviewAspect, number> | null {
  const rated = rows.filter((row): row is Partial<Record<ReviewAspect, number>> => row !== null);
  if (rated.length === 0) return null;
  const result = {} as Record<ReviewAspect, number>;
  for (const aspect of REVIEW_ASPECTS) {
    const values = rated.map((row) => row[aspect]).filter((value): value is number => typeof value === 'number');
    result[aspect] = values.length ? oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length) : 0;
  }
  return result;
}
