import { Hono } from 'hono';
import {
  blockBody,
  jobIdParamSchema,
  operatorJobsQuerySchema,
  overviewPeriodQuerySchema,
  peopleQuerySchema,
  personIdParam,
  roleChangeBody,
  secondFactorResetBody,
} from '@/lib/schemas/operator';
import { blockAccount, person, searchPeople, unblockAccount } from './people';
import { defineRoute } from '@/server/api/define-route';
import { callerTimeZone } from '@/server/api/locale';
import { actorOf, audited } from '@/server/audit';
import { resetSecondFactor } from '@/server/auth';
import { overviewCharts } from './charts';
import { personRecord } from './person-record';
import { changeRole, roleChangeTarget } from './roles';
import { operatorJobs, operatorOverview, retryFailedJob } from './service';

/** `/www/v1/operator/*`: the operator console (operators and admins; roles are an admin's). */
export const operatorRoutes = new Hono()
  .get(
    '/overview',
    defineRoute({ access: 'operator' }, ({ db }) => operatorOverview(db)),
  )
  .get(
    '/overview/charts',
    defineRoute({ access: 'operator', query: overviewPeriodQuerySchema }, ({ c, db, user, query, locale }) =>
      overviewCharts(db, query, user.timeZone ?? callerTimeZone(c.req.raw.headers, locale), locale),
    ),
  )
  .get(
    '/jobs',
    defineRoute({ access: 'operator', query: operatorJobsQuerySchema }, async ({ db, query }) => ({ jobs: await operatorJobs(db, query.state) })),
  )
  .post(
    '/jobs/:id/retry',
    defineRoute({ access: 'operator', params: jobIdParamSchema }, ({ c, db, user, params }) =>
      audited(db, { ...actorOf(c, user), action: 'job.retry', recordType: 'job', recordId: params.id }, (tx) => retryFailedJob(tx, params.id)),
    ),
  )
  .post(
    '/roles',
    defineRoute({ access: 'admin', body: roleChangeBody }, async ({ c, db, body, user }) => {
      // A mistyped number changes nothing and leaves no entry: its field error comes first.
      const target = await roleChangeTarget(db, body.mobile);
      return audited(
        db,
        { ...actorOf(c, user), action: body.granted ? 'role.grant' : 'role.revoke', recordType: 'user', recordId: target.id, reason: body.role },
        (tx) => changeRole(tx, user.id, target, body),
      );
    }),
  )
  .get(
    '/people',
    defineRoute({ access: 'operator', query: peopleQuerySchema }, async ({ db, query }) => ({ people: await searchPeople(db, query.q) })),
  )
  .get(
    '/people/:id',
    defineRoute({ access: 'operator', params: personIdParam }, ({ db, params }) => person(db, params.id)),
  )
  .post(
    '/people/:id/block',
    defineRoute({ access: 'operator', params: personIdParam, body: blockBody }, ({ c, db, user, params, body }) =>
      audited(db, { ...actorOf(c, user), action: 'account.block', recordType: 'user', recordId: params.id, reason: body.reason }, (tx) =>
        blockAccount(tx, user, params.id, body.reason),
      ),
    ),
  )
  .post(
    '/people/:id/unblock',
    defineRoute({ access: 'operator', params: personIdParam }, ({ c, db, user, params }) =>
      audited(db, { ...actorOf(c, user), action: 'account.unblock', recordType: 'user', recordId: params.id }, (tx) => unblockAccount(tx, params.id)),
    ),
  )
  .get(
    '/people/:id/record',
    defineRoute({ access: 'operator', params: personIdParam }, ({ db, params, locale }) => personRecord(db, params.id, locale)),
  )
  .post(
    '/people/:id/second-factor/reset',
    defineRoute({ access: 'admin', params: personIdParam, body: secondFactorResetBody }, async ({ c, db, user, params, body }) => {
      await person(db, params.id);
      return audited(db, { ...actorOf(c, user), action: 'second_factor.reset', recordType: 'user', recordId: params.id, reason: body.reason }, (tx) =>
        resetSecondFactor(tx, user.id, params.id),
      );
    }),
  );
