import { Hono } from 'hono';
import { jobIdParamSchema, operatorJobsQuerySchema, roleChangeBody } from '@/lib/schemas/operator';
import { defineRoute } from '@/server/api/define-route';
import { changeRole } from './roles';
import { operatorJobs, operatorOverview, retryFailedJob } from './service';

/** `/www/v1/operator/*`: the operator console (operators and admins; roles are an admin's). */
export const operatorRoutes = new Hono()
  .get(
    '/overview',
    defineRoute({ access: 'operator' }, ({ db }) => operatorOverview(db)),
  )
  .get(
    '/jobs',
    defineRoute({ access: 'operator', query: operatorJobsQuerySchema }, async ({ db, query }) => ({ jobs: await operatorJobs(db, query.state) })),
  )
  .post(
    '/jobs/:id/retry',
    defineRoute({ access: 'operator', params: jobIdParamSchema }, ({ db, params }) => retryFailedJob(db, params.id)),
  )
  .post(
    '/roles',
    defineRoute({ access: 'admin', body: roleChangeBody }, ({ db, body, user }) => changeRole(db, user.id, body)),
  );
