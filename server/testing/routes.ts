import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { defineRoute } from '@/server/api/define-route';
import { HttpError } from '@/server/api/errors';
import { createShortcutLink } from '@/server/auth/shortcut-links';
import { findUserByMobile } from '@/server/auth/users';
import { readOutbox } from '@/server/messaging/delivery';
import { overrideBuildId } from '@/server/pwa/service';
import { resetRateLimits } from '@/server/security/rate-limit';
import { setTestClock } from '@/server/shared/clock';

/**
 * Routes that exist only when the server runs with TEST_ROUTES=1 (the e2e suite's server):
 * they let browser tests drive each status of the error catalogue and the retry policy.
 */
const calls = new Map<string, number>();
const count = (key: string) => {
  const next = (calls.get(key) ?? 0) + 1;
  calls.set(key, next);
  return next;
};

const statusParams = z.object({ code: z.coerce.number().int().min(400).max(599) });
const keyQuery = z.object({ key: z.string().min(1).max(100), fail: z.coerce.number().int().min(0).max(10).default(2) });
const echoBody = z.strictObject({
  name: z.string().min(2).max(100),
  email: z.email(),
  age: z.number().int().min(1).max(120),
  city: z.string().min(2).max(100),
});

export const testRoutes = new Hono()
  .get(
    '/status/:code',
    defineRoute({ access: 'public', params: statusParams }, ({ params }) => {
      throw new HttpError(params.code, `test status ${params.code}`, undefined, params.code === 429 ? { 'Retry-After': '30' } : undefined);
    }),
  )
  .get(
    '/flaky',
    defineRoute({ access: 'public', query: keyQuery }, ({ query }) => {
      const attempt = count(`flaky:${query.key}`);
      if (attempt <= query.fail) throw new HttpError(503, 'temporarily unavailable');
      return { attempts: attempt };
    }),
  )
  .post(
    '/failing-write',
    defineRoute({ access: 'public', query: keyQuery.pick({ key: true }) }, ({ query }) => {
      count(`write:${query.key}`);
      throw new HttpError(503, 'temporarily unavailable');
    }),
  )
  .get(
    '/calls',
    defineRoute({ access: 'public', query: keyQuery.pick({ key: true }) }, ({ query }) => ({
      flaky: calls.get(`flaky:${query.key}`) ?? 0,
      write: calls.get(`write:${query.key}`) ?? 0,
    })),
  )
  .post(
    '/echo',
    defineRoute({ access: 'public', body: echoBody }, ({ body }) => body),
  )
  .get(
    '/slow',
    defineRoute({ access: 'public', query: z.object({ ms: z.coerce.number().int().min(0).max(10_000) }) }, async ({ query }) => {
      // A request still in flight when the server is told to stop (graceful shutdown test).
      await new Promise((resolve) => setTimeout(resolve, query.ms));
      return { waited_ms: query.ms };
    }),
  )
  .get(
    '/outbox',
    defineRoute({ access: 'public', query: z.object({ recipient: z.string().min(1).max(120) }) }, async ({ db, query }) => ({
      messages: await readOutbox(db, query.recipient),
    })),
  )
  .post(
    '/reset-rate-limits',
    defineRoute({ access: 'public' }, async () => {
      // Browser tests all come from 127.0.0.1: each starts with fresh per-address counters.
      await resetRateLimits();
      return { reset: true };
    }),
  )
  .post(
    '/age-codes',
    defineRoute({ access: 'public', body: z.strictObject({ mobile: z.string().min(4).max(20) }) }, async ({ db, body }) => {
      // Lets a browser test ask for a second code without waiting out the resend window.
      await db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes' where mobile = ${body.mobile}`);
      return { aged: true };
    }),
  )
  .post(
    '/shortcut-link',
    defineRoute(
      { access: 'public', body: z.strictObject({ mobile: z.string().min(4).max(20), target_path: z.string().min(1).max(500) }) },
      async ({ db, body }) => {
        const user = await findUserByMobile(db, body.mobile);
        if (!user) throw new HttpError(404, 'no such user');
        return { id: await createShortcutLink(db, user.id, body.target_path) };
      },
    ),
  )
  // Pretends a newer build is deployed (null restores the real one): the PWA update e2e test.
  .post(
    '/build-id',
    defineRoute({ access: 'public', body: z.strictObject({ build_id: z.string().min(1).max(64).nullable() }) }, ({ body }) => {
      overrideBuildId(body.build_id);
      return { build_id: body.build_id };
    }),
  )
  // The server's clock for a browser test with a fixed clock (issue 30's classes): an instant, or null for the real clock.
  .post(
    '/clock',
    defineRoute({ access: 'public', body: z.strictObject({ at: z.iso.datetime({ offset: true }).nullable() }) }, ({ body }) => {
      setTestClock(body.at === null ? undefined : Date.parse(body.at));
      return { at: body.at };
    }),
  );
