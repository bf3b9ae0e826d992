import { Hono } from 'hono';
import { z } from 'zod';
import {
  chooseTutorBody,
  classInfoBody,
  calendarBody,
  addressDetailsBody,
  createRequestBody,
  optionalReasonBody,
  reasonBody,
  myRequestsQuerySchema,
  offerIdParam,
  requestIdParam,
  studentInfoBody,
  supplementaryBody,
  teacherOffersQuerySchema,
  teachingPriceBody,
} from '@/lib/schemas/tutor-requests';
import { assignTutorBody, manualOfferBody, operatorReassignBody, operatorRequestsQuerySchema } from '@/lib/schemas/operator-requests';
import { defineRoute } from '@/server/api/define-route';
import { actorOf } from '@/server/audit';
import { assignTutor, operatorReassign, operatorRequestDetail, operatorRequests, sendManualOffer } from './console';
import { prepaymentDue } from './prepayment';
import { cancelRequest, chooseTutor, reassignRequest } from './choice';
import { createDraft, saveStep, submitRequest } from './form';
import { acceptOffer, declineOffer } from './offers';
import { listMyRequests, listTeacherOffers, marketPrices, requestView } from './views';

const marketQuery = z.strictObject({
  course_id: z.coerce.number().int().min(1).max(1_000_000),
  city_id: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** `/www/v1/tutor-request/*`: the owner's calls (another user's request is a 404). */
export const tutorRequestRoutes = new Hono()
  .post(
    '/',
    defineRoute({ access: 'user', body: createRequestBody }, ({ db, user, body, c }) => {
      c.status(201);
      return createDraft(db, user.id, body);
    }),
  )
  .get(
    '/mine',
    defineRoute({ access: 'user', query: myRequestsQuerySchema }, ({ db, user, locale, query }) => listMyRequests(db, user.id, locale, query.page)),
  )
  .get(
    '/market-prices',
    defineRoute({ access: 'public', query: marketQuery }, ({ db, query }) => marketPrices(db, query.course_id, query.city_id)),
  )
  .get(
    '/:id',
    defineRoute({ access: 'user', params: requestIdParam }, ({ db, user, params, locale }) => requestView(db, user.id, params.id, locale)),
  )
  .post(
    '/:id/class-info',
    defineRoute({ access: 'user', params: requestIdParam, body: classInfoBody }, ({ db, user, params, body }) =>
      saveStep(db, user.id, params.id, 'class-info', body),
    ),
  )
  .post(
    '/:id/student-info',
    defineRoute({ access: 'user', params: requestIdParam, body: studentInfoBody }, ({ db, user, params, body }) =>
      saveStep(db, user.id, params.id, 'student-info', body),
    ),
  )
  .post(
    '/:id/calendar',
    defineRoute({ access: 'user', params: requestIdParam, body: calendarBody }, ({ db, user, params, body }) =>
      saveStep(db, user.id, params.id, 'calendar', body),
    ),
  )
  .post(
    '/:id/address-details',
    defineRoute({ access: 'user', params: requestIdParam, body: addressDetailsBody }, ({ db, user, params, body }) =>
      saveStep(db, user.id, params.id, 'address-details', body),
    ),
  )
  .post(
    '/:id/teaching-price',
    defineRoute({ access: 'user', params: requestIdParam, body: teachingPriceBody }, ({ db, user, params, body }) =>
      saveStep(db, user.id, params.id, 'teaching-price', body),
    ),
  )
  .post(
    '/:id/supplementary',
    defineRoute({ access: 'user', params: requestIdParam, body: supplementaryBody }, ({ db, user, params, body }) =>
      saveStep(db, user.id, params.id, 'supplementary', body),
    ),
  )
  .post(
    '/:id/submit',
    defineRoute({ access: 'user', params: requestIdParam }, ({ db, user, params, locale }) =>
      submitRequest(db, user.id, params.id).then(() => requestView(db, user.id, params.id, locale)),
    ),
  )
  .post(
    '/:id/choose',
    defineRoute({ access: 'user', params: requestIdParam, body: chooseTutorBody }, ({ db, user, params, body }) =>
      chooseTutor(db, user.id, params.id, body.offer_id),
    ),
  )
  .post(
    '/:id/cancel',
    defineRoute({ access: 'user', params: requestIdParam, body: optionalReasonBody }, ({ db, user, params, body }) =>
      cancelRequest(db, user.id, params.id, body.reason),
    ),
  )
  .post(
    '/:id/reassign',
    defineRoute({ access: 'user', params: requestIdParam, body: reasonBody }, ({ db, user, params, body }) =>
      reassignRequest(db, user.id, params.id, body.reason),
    ),
  )
  .get(
    '/:id/prepayment',
    defineRoute({ access: 'user', params: requestIdParam }, ({ db, user, params }) => prepaymentDue(db, user.id, params.id)),
  );

/** `/www/v1/teacher/offers/*`: a tutor's offers (only their own). */
export const teacherOfferRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'teacher', query: teacherOffersQuerySchema }, ({ db, user, locale, query }) => listTeacherOffers(db, user.id, locale, query)),
  )
  .post(
    '/:id/accept',
    defineRoute({ access: 'teacher', params: offerIdParam }, ({ db, user, params }) => acceptOffer(db, user.id, params.id)),
  )
  .post(
    '/:id/decline',
    defineRoute({ access: 'teacher', params: offerIdParam, body: reasonBody }, ({ db, user, params, body }) =>
      declineOffer(db, user.id, params.id, body.reason),
    ),
  );

/**
 * `/www/v1/operator/tutor-requests/*`: the console's requests and matching (issue 34). Each action
 * writes its audit entry in its own transaction (./console.ts) and sends its notices after commit.
 */
export const operatorRequestRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: operatorRequestsQuerySchema }, ({ db, query, locale }) => operatorRequests(db, query, locale)),
  )
  .get(
    '/:id',
    defineRoute({ access: 'operator', params: requestIdParam }, ({ db, params, locale }) => operatorRequestDetail(db, params.id, locale)),
  )
  .post(
    '/:id/offer',
    defineRoute({ access: 'operator', params: requestIdParam, body: manualOfferBody }, ({ c, db, user, params, body, locale }) =>
      sendManualOffer(db, actorOf(c, user), params.id, body, locale),
    ),
  )
  .post(
    '/:id/assign',
    defineRoute({ access: 'operator', params: requestIdParam, body: assignTutorBody }, ({ c, db, user, params, body, locale }) =>
      assignTutor(db, actorOf(c, user), params.id, body, locale),
    ),
  )
  .post(
    '/:id/reassign',
    defineRoute({ access: 'operator', params: requestIdParam, body: operatorReassignBody }, ({ c, db, user, params, body, locale }) =>
      operatorReassign(db, actorOf(c, user), params.id, body, locale),
    ),
  );
