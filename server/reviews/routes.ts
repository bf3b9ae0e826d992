import { Hono } from 'hono';
import {
  classIdParam,
  operatorReviewsQuerySchema,
  reviewAnswerBody,
  reviewHideBody,
  reviewIdParam,
  surveyBody,
  teacherReviewsQuerySchema,
} from '@/lib/schemas/reviews';
import { defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { answerReview, hideReview, restoreReview, reviewsForOperator, reviewsOfTeacher, submitSurvey, surveyView } from './service';

/**
 * `/www/v1/reviews/*`: a student's class survey (their own class only; another's is a 404) and a
 * tutor's answers to their reviews.
 */
export const reviewRoutes = new Hono()
  .get(
    '/classes/:id/survey',
    defineRoute({ access: 'user', params: classIdParam }, ({ db, user, params }) => surveyView(db, user.id, params.id)),
  )
  .post(
    '/classes/:id/survey',
    defineRoute({ access: 'user', params: classIdParam, body: surveyBody }, async ({ db, user, params, body, c }) => {
      const review = await submitSurvey(db, user.id, params.id, body);
      c.status(201);
      return review;
    }),
  )
  .get(
    '/teacher',
    defineRoute({ access: 'teacher', query: teacherReviewsQuerySchema }, ({ db, user, query }) => reviewsOfTeacher(db, user.id, query.page, query.size)),
  )
  .post(
    '/teacher/:id/answer',
    defineRoute({ access: 'teacher', params: reviewIdParam, body: reviewAnswerBody }, ({ db, user, params, body }) =>
      answerReview(db, user.id, params.id, body.answer),
    ),
  );

/** `/www/v1/operator/reviews/*`: every tutor's reviews for the team; hiding one takes a reason. */
export const reviewModerationRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: operatorReviewsQuerySchema }, ({ db, query }) => reviewsForOperator(db, query.filter, query.page)),
  )
  .post(
    '/:id/hide',
    defineRoute({ access: 'operator', params: reviewIdParam, body: reviewHideBody }, ({ c, db, user, params, body }) =>
      audited(db, { ...actorOf(c, user), action: 'review.hide', recordType: 'review', recordId: params.id, reason: body.reason }, (tx) =>
        hideReview(tx, user.id, params.id, body.reason),
      ),
    ),
  )
  .post(
    '/:id/restore',
    defineRoute({ access: 'operator', params: reviewIdParam, body: reviewHideBody }, ({ c, db, user, params, body }) =>
      audited(db, { ...actorOf(c, user), action: 'review.restore', recordType: 'review', recordId: params.id, reason: body.reason }, (tx) =>
        restoreReview(tx, params.id),
      ),
    ),
  );
