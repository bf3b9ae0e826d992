import { Hono } from 'hono';
import { applicationIdParam, type DataStep, decisionBody, reviewListQuerySchema, signAgreementBody, STEP_BODIES } from '@/lib/schemas/tutor-applications';
import { defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { HttpError } from '@/server/api/errors';
import { clientIp } from '@/server/security/client-ip';
import { applicationForReview, applicationsToReview, reviewApplication } from './review';
import { applicationView, resumeStep, saveStep, signAgreement, submitApplication } from './service';

/**
 * `/www/v1/tutor-application/*`: the start-teaching flow's calls (spec §2; the calls are ours,
 * docs/decisions.md). Any signed-in person may apply; each step is its own route and schema.
 */
export const tutorApplicationRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user' }, ({ db, user }) => applicationView(db, user.id)),
  )
  // Spec §4: a 302 whose `next_step` names where this person belongs now.
  .get(
    '/resume',
    defineRoute({ access: 'user' }, async ({ db, user, t }) => {
      throw new HttpError(302, t('application_incomplete'), { next_step: await resumeStep(db, user.id) });
    }),
  )
  .post(
    '/agreement',
    defineRoute({ access: 'user', body: signAgreementBody }, ({ db, user, body, c }) => signAgreement(db, user.id, body, clientIp(c))),
  )
  .post(
    '/submit',
    defineRoute({ access: 'user' }, async ({ db, user, t }) => {
      const result = await submitApplication(db, user.id);
      if ('missing' in result) {
        throw new HttpError(302, t('application_incomplete'), { next_step: `start-teaching.${result.missing}` });
      }
      return result.view;
    }),
  );

for (const [step, body] of Object.entries(STEP_BODIES)) {
  tutorApplicationRoutes.post(
    `/steps/${step}`,
    defineRoute({ access: 'user', body }, ({ db, user, body: data }) => saveStep(db, user.id, step as DataStep, data as never)),
  );
}

/** `/www/v1/operator/tutor-applications/*`: the reviewers' side (operators and admins). */
export const applicationReviewRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: reviewListQuerySchema }, ({ db, query }) => applicationsToReview(db, query.state, query.page)),
  )
  .get(
    '/:id',
    defineRoute({ access: 'operator', params: applicationIdParam }, ({ db, params }) => applicationForReview(db, params.id)),
  )
  .post(
    '/:id/decision',
    defineRoute({ access: 'operator', params: applicationIdParam, body: decisionBody }, ({ c, db, params, body, user }) =>
      audited(
        db,
        {
          ...actorOf(c, user),
          action: 'application.decide',
          recordType: 'tutor_application',
          recordId: params.id,
          reason: 'reason' in body ? body.reason : body.decision,
        },
        (tx) => reviewApplication(tx, params.id, body, user.id),
      ),
    ),
  );
