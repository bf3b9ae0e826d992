import { Hono } from 'hono';
import { z } from 'zod';
import { decisionBody } from '@/lib/schemas/tutor-applications';
import { defineRoute } from '@/server/api/define-route';
import { decideApplication } from '@/server/tutor-applications/service';

/**
 * TEST_ROUTES only: the reviewer's decision, through the same service as
 * `npm run tutor-application` (the e2e server's embedded database is open in its own process, so a
 * second process cannot run the command beside it).
 */
const decideParams = z.strictObject({ who: z.string().min(1).max(40) });

export const tutorApplicationTestRoutes = new Hono().post(
  '/tutor-applications/:who/decide',
  defineRoute({ access: 'public', params: decideParams, body: decisionBody }, ({ db, params, body }) => decideApplication(db, params.who, body)),
);
