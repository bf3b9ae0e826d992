import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { defineRoute } from '@/server/api/define-route';
import { abroadRequests, contactMessages, schoolRequests } from '@/server/db/schema';

const TABLES = { contact: contactMessages, abroad: abroadRequests, school: schoolRequests } as const;

const latestQuery = z.strictObject({ kind: z.enum(['contact', 'abroad', 'school']) });

/** Test-only (TEST_ROUTES=1): the latest stored form submission, so e2e tests can prove a form saved. */
export const contentTestRoutes = new Hono().get(
  '/latest-form-submission',
  defineRoute({ access: 'public', query: latestQuery }, async ({ db, query }) => {
    const table = TABLES[query.kind];
    const [row] = await db.select().from(table).orderBy(desc(table.id)).limit(1);
    return row ?? null;
  }),
);
