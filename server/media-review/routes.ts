import { Hono } from 'hono';
import { mediaDecisionBody, mediaTutorParam } from '@/lib/schemas/media-review';
import { defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { decideMedia, mediaToReview } from './service';

/** `/www/v1/operator/media-review/*`: live tutors' changed photos and videos, for operators and admins. */
export const mediaReviewRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator' }, async ({ db }) => ({ tutors: await mediaToReview(db) })),
  )
  .post(
    '/:tutorId/decision',
    defineRoute({ access: 'operator', params: mediaTutorParam, body: mediaDecisionBody }, async ({ c, db, user, params, body }) => ({
      tutors: await audited(
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
    })),
  );
