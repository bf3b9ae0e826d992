import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { defineRoute } from '@/server/api/define-route';
import { abroadRequests, contactMessages, schoolRequests } from '@/server/db/schema';

const TABLES = { contact: contactMessages, abroad: abroadRequests, school: schoolRequests } as const;

const latestQuery = z.strictObject({ kind: z.enum(['contact', 'abroad', 'school']), full_name: z.string().min(1).max(200) });

/**
 * Test-only (TEST_ROUTES=1): the latest stored form submission under the name a test typed, so e2e
 * tests can prove a form saved while another test (another worker) sends the same form.
 */
export const contentTestRoutes = new Hono().get(
  '/latest-form-submission',
  defineRoute({ access: 'public', query: latestQuery }, async ({ db, query }) => {
    const table = TABLES[query.kind];
    const [row] = await db.select().from(table).where(eq(table.fullName, query.full_name)).orderBy(desc(table.id)).limit(1);
    return row ?? null;
  }),
);
