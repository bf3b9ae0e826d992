import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { chargeSessions, classFor } from '@/server/class-billing/test-helpers';
import { defineRoute } from '@/server/api/define-route';
import { classes } from '@/server/db/schema';
import { HttpError } from '@/server/api/errors';

/**
 * Test-only (TEST_ROUTES=1): a class of the caller's with nothing prepaid, and sessions charged to
 * it as the classes feature charges held ones, so a browser test buys packs and pays bills without
 * holding lessons first.
 */
export const classBillingTestRoutes = new Hono()
  .post(
    '/class-billing/class',
    defineRoute({ access: 'user', body: z.strictObject({ price_cents: z.number().int().min(100).max(100_000) }) }, async ({ db, body, user }) => ({
      id: await classFor(db, user.id, { priceCents: body.price_cents }),
    })),
  )
  .post(
    '/class-billing/charge',
    defineRoute(
      { access: 'user', body: z.strictObject({ id: z.number().int().min(1), sessions: z.number().int().min(1).max(40) }) },
      async ({ db, body, user }) => {
        const [found] = await db
          .select({ price: classes.unitPriceCents })
          .from(classes)
          .where(and(eq(classes.id, body.id), eq(classes.studentUserId, user.id)));
        if (!found) throw new HttpError(404, 'no such class');
        await chargeSessions(db, body.id, body.sessions, found.price);
        return { charged: body.sessions };
      },
    ),
  );
