import { Hono } from 'hono';
import { mediaDecisionBody, mediaReviewQuerySchema, mediaTutorParam } from '@/lib/schemas/media-review';
import { defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { decideMedia, mediaToReview } from './service';

/** `/www/v1/operator/media-review/*`: live tutors' changed photos and videos, for operators and admins. */
export const mediaReviewRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: mediaReviewQuerySchema }, ({ db, query }) => mediaToReview(db, query.page)),
  )
  .post(
    '/:tutorId/decision',
    defineRoute({ access: 'operator', params: mediaTutorParam, body: mediaDecisionBody }, ({ c, db, user, params, body }) =>
      audited(
        db,
        {
          ...actorOf(c, user),
          action: 'media.decide',
          recordType: 'tutor',
          recordId: params.tutorId,
          reason: body.decision === 'reject' ? body.reason : 'approve',
        },
        (tx) => decideMedia(tx, params.tutorId, body),
      ),
    ),
  );
