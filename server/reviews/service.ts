import { and, count, desc, eq, inArray, isNotNull, isNull, type Placeholder, sql } from 'drizzle-orm';
import { readPage } from '@/server/db/pages';
import type { ClassReview, OperatorReview, OperatorReviewPage, ReviewAspect, ReviewPage, SurveyAnswers, SurveyView } from '@/lib/schemas/reviews';
import type { Db } from '@/server/db/client';
import { figure, type Figure, readFigures } from '@/server/db/rows';
import { classes, classSessions, tutorReviews, tutors, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { tutorIdOfAccount, tutorsChanged } from '@/server/tutors';
import { overallStars, surveyRoundAfter, withoutReview, withReview } from './rating';

/** Lessons that count towards a survey: held, whether or not the student confirmed yet. */
const HELD_STATES = ['held', 'confirmed'];

type ReviewRow = typeof tutorReviews.$inferSelect;

function toReview(row: ReviewRow): ClassReview {
  return {
    id: row.id,
    class_id: row.classId,
    author_name: row.authorName,
    stars: row.stars,
    aspects: (row.aspects as Record<ReviewAspect, number> | null) ?? null,
    body: row.body,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The student's own class (another person's is a 404, whoever they are). */
async function ownClass(db: Db, userId: number, classId: number) {
  const [found] = await db
    .select({ id: classes.id, tutorId: classes.tutorId, tutorName: tutors.fullName, username: tutors.username })
    .from(classes)
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .where(and(eq(classes.id, classId), eq(classes.studentUserId, userId)));
  if (!found) throw new DomainError('not_found', 'class_not_found');
  return found;
}

/** The count of a class's lessons that count towards a survey (`classId` a value or a figure's placeholder). */
const heldLessonsCount = (db: Db, classId: number | Placeholder) =>
  db
    .select({ n: count() })
    .from(classSessions)
    .where(and(eq(classSessions.classId, classId), inArray(classSessions.state, HELD_STATES)));

async function heldLessons(db: Db, classId: number): Promise<number> {
  const [row] = await heldLessonsCount(db, classId);
  return row?.n ?? 0;
}

/**
 * Is a survey open for this class now, and which (for the class page's "take the survey"), as a
 * figure (server/db/rows.ts): its held lessons and the rounds already answered, in one read.
 */
export function openSurveyRoundFigure(db: Db, classId: number): Figure<number | null> {
  return figure(
    'reviews.open-survey-round',
    { classId },
    (v) => sql`select json_build_object(
        'held', (${heldLessonsCount(db, v.classId)}),
        'answered', (${db
          .select({ rounds: sql`coalesce(json_agg(${tutorReviews.surveyRound}), '[]'::json)` })
          .from(tutorReviews)
          .where(eq(tutorReviews.classId, v.classId))}))`,
    (value) => {
      const { held, answered } = value as { held: number; answered: (number | null)[] };
      const round = surveyRoundAfter(Number(held));
      return round === null || answered.includes(round) ? null : round;
    },
  );
}

export async function openSurveyRound(db: Db, classId: number): Promise<number | null> {
  return (await readFigures(db, { round: openSurveyRoundFigure(db, classId) })).round;
}

/** The survey page: the class's tutor, the open invitation (if any) and what was answered to the latest one. */
export async function surveyView(db: Db, userId: number, classId: number): Promise<SurveyView> {
  const found = await ownClass(db, userId, classId);
  const held = await heldLessons(db, classId);
  const round = surveyRoundAfter(held);
  const [latest] =
    round === null
      ? []
      : await db
          .select()
          .from(tutorReviews)
          .where(and(eq(tutorReviews.classId, classId), eq(tutorReviews.surveyRound, round)));
  return {
    class_id: found.id,
    tutor: { name: found.tutorName, username: found.username },
    round: latest ? null : round,
    submitted: latest ? { stars: latest.stars, body: latest.body, aspects: latest.aspects as Record<ReviewAspect, number> } : null,
    held_sessions: held,
  };
}

/**
 * The student answers the open invitation: one review per invitation (a unique index), counted in
 * the tutor's stars in the same transaction; the tutor's public pages are re-rendered after.
 */
export async function submitSurvey(db: Db, userId: number, classId: number, answers: SurveyAnswers): Promise<ClassReview> {
  const found = await ownClass(db, userId, classId);
  const stars = overallStars(answers.aspects);
  const review = await db.transaction(async (tx) => {
    const round = surveyRoundAfter(await heldLessons(tx, classId));
    if (round === null) throw new DomainError('conflict', 'survey_not_open');
    const [author] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    const [row] = await tx
      .insert(tutorReviews)
      .values({
        tutorId: found.tutorId,
        classId,
        surveyRound: round,
        authorUserId: userId,
        authorName: authorName(author?.fullName ?? null),
        stars,
        aspects: answers.aspects,
        body: answers.body,
        createdAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('conflict', 'survey_already_taken');
    await countIn(tx, found.tutorId, (rating) => withReview(rating, stars));
    return row;
  });
  await tutorsChanged([found.username]);
  return toReview(review);
}

/** A review is signed with the student's first name only (their full name stays private). */
export function authorName(fullName: string | null): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

/** The tutor's stars and count move in the transaction that adds or hides a review (row locked). */
async function countIn(tx: Db, tutorId: number, change: (rating: { stars: number; count: number }) => { stars: number; count: number }) {
  const [tutor] = await tx.select({ stars: tutors.stars, count: tutors.reviewsCount }).from(tutors).where(eq(tutors.id, tutorId)).for('update');
  if (!tutor) return;
  const next = change({ stars: Number(tutor.stars), count: tutor.count });
  await tx.update(tutors).set({ stars: next.stars, reviewsCount: next.count }).where(eq(tutors.id, tutorId));
}

async function teacherTutor(db: Db, userId: number) {
  const [tutor] = await db.select({ id: tutors.id, username: tutors.username }).from(tutors).where(eq(tutors.userId, userId));
  if (!tutor) throw new DomainError('not_found', 'review_not_found');
  return tutor;
}

/** The tutor's reviews (shown ones), newest first, a page of `size` at a time (their dashboard's home and their reviews page). */
export async function reviewsOfTeacher(db: Db, userId: number, page = 1, size = 20): Promise<ReviewPage> {
  // The account's tutor id as the render's other parts read it (once per render).
  const tutorId = await tutorIdOfAccount(db, userId);
  if (tutorId === null) throw new DomainError('not_found', 'review_not_found');
  const { rows, has_more } = await readPage(page, size, (limit, offset) =>
    db
      .select()
      .from(tutorReviews)
      .where(and(eq(tutorReviews.tutorId, tutorId), isNull(tutorReviews.hiddenAt)))
      .orderBy(desc(tutorReviews.createdAt), desc(tutorReviews.id))
      .limit(limit)
      .offset(offset),
  );
  return { reviews: rows.map(toReview), page, has_more };
}

/** The tutor answers one of their reviews, once (a second answer is 409; another tutor's review 404). */
export async function answerReview(db: Db, userId: number, reviewId: number, answer: string): Promise<ClassReview> {
  const tutor = await teacherTutor(db, userId);
  const mine = and(eq(tutorReviews.id, reviewId), eq(tutorReviews.tutorId, tutor.id), isNull(tutorReviews.hiddenAt));
  const [row] = await db
    .update(tutorReviews)
    .set({ answer, answeredAt: new Date() })
    .where(and(mine, isNull(tutorReviews.answer)))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: tutorReviews.id }).from(tutorReviews).where(mine);
    throw exists ? new DomainError('conflict', 'review_already_answered') : new DomainError('not_found', 'review_not_found');
  }
  await tutorsChanged([tutor.username]);
  return toReview(row);
}

/** A page of the console's reviews: each card holds a form, so a page stays short. */
const OPERATOR_PAGE_SIZE = 20;

/** The operator console's list, a page at a time: the latest shown reviews across tutors, or the latest hidden. */
export async function reviewsForOperator(db: Db, filter: 'visible' | 'hidden', page = 1): Promise<OperatorReviewPage> {
  const hidden = filter === 'hidden';
  const { rows, has_more } = await readPage(page, OPERATOR_PAGE_SIZE, (limit, offset) =>
    db
      .select({ review: tutorReviews, tutorName: tutors.fullName, username: tutors.username })
      .from(tutorReviews)
      .innerJoin(tutors, eq(tutors.id, tutorReviews.tutorId))
      .where(hidden ? isNotNull(tutorReviews.hiddenAt) : isNull(tutorReviews.hiddenAt))
      .orderBy(...(hidden ? [desc(tutorReviews.hiddenAt)] : []), desc(tutorReviews.createdAt), desc(tutorReviews.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    reviews: rows.map(({ review, tutorName, username }) => ({
      ...toReview(review),
      tutor: { name: tutorName, username },
      hidden_at: review.hiddenAt?.toISOString() ?? null,
      hidden_reason: review.hiddenReason,
    })),
    page,
    has_more,
  };
}

/** An operator hides a review with a reason: off the profile, out of the tutor's stars (once: again is 409). */
export async function hideReview(db: Db, operatorUserId: number, reviewId: number, reason: string): Promise<OperatorReview> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tutorReviews)
      .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenByUserId: operatorUserId })
      .where(and(eq(tutorReviews.id, reviewId), isNull(tutorReviews.hiddenAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: tutorReviews.id }).from(tutorReviews).where(eq(tutorReviews.id, reviewId));
      throw exists ? new DomainError('conflict', 'review_already_hidden') : new DomainError('not_found', 'review_not_found');
    }
    await countIn(tx, row.tutorId, (rating) => withoutReview(rating, row.stars));
    const [tutor] = await tx.select({ name: tutors.fullName, username: tutors.username }).from(tutors).where(eq(tutors.id, row.tutorId));
    return { row, tutor: tutor! };
  });
  await tutorsChanged([result.tutor.username], db);
  return {
    ...toReview(result.row),
    tutor: result.tutor,
    hidden_at: result.row.hiddenAt?.toISOString() ?? null,
    hidden_reason: result.row.hiddenReason,
  };
}

/**
 * An operator puts a hidden review back with a reason: on the profile again and counted in the
 * tutor's stars again (the inverse of hiding; a review not hidden is 409).
 */
export async function restoreReview(db: Db, reviewId: number): Promise<OperatorReview> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tutorReviews)
      .set({ hiddenAt: null, hiddenReason: null, hiddenByUserId: null })
      .where(and(eq(tutorReviews.id, reviewId), isNotNull(tutorReviews.hiddenAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: tutorReviews.id }).from(tutorReviews).where(eq(tutorReviews.id, reviewId));
      throw exists ? new DomainError('conflict', 'review_not_hidden') : new DomainError('not_found', 'review_not_found');
    }
    await countIn(tx, row.tutorId, (rating) => withReview(rating, row.stars));
    const [tutor] = await tx.select({ name: tutors.fullName, username: tutors.username }).from(tutors).where(eq(tutors.id, row.tutorId));
    return { row, tutor: tutor! };
  });
  await tutorsChanged([result.tutor.username]);
  return { ...toReview(result.row), tutor: result.tutor, hidden_at: null, hidden_reason: null };
}
