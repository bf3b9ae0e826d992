import { Hono } from 'hono';
import { secondFactorCodeBody } from '@/lib/schemas/second-factor';
import { defineRoute } from '@/server/api/define-route';
import { clientIp } from '@/server/security/client-ip';
import { consumeRateLimit, type RateLimit } from '@/server/security/rate-limit';
import { sessionTokenOf } from './http';
import { enrolSecondFactor, secondFactorStatus, verifySecondFactor } from './second-factor';

// Six digits are a million guesses: five tries per account per five minutes, and per address.
const CODES_PER_ACCOUNT: RateLimit = { name: 'console-code-account', points: 5, durationSeconds: 300 };
const CODES_PER_IP: RateLimit = { name: 'console-code-ip', points: 20, durationSeconds: 300 };

/** `/www/v1/operator/second-factor/*`: the console's door (issue 34); the only operator routes open without the grant. */
export const secondFactorRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', consoleCheck: false }, ({ c, db, user }) => secondFactorStatus(db, user.id, sessionTokenOf(c))),
  )
  .post(
    '/enrol',
    defineRoute({ access: 'operator', consoleCheck: false }, ({ db, user }) => enrolSecondFactor(db, user)),
  )
  .post(
    '/verify',
    defineRoute({ access: 'operator', consoleCheck: false, body: secondFactorCodeBody }, async ({ c, db, user, body, t }) => {
      const tooMany = (seconds: number) => t('too_many_requests', { seconds });
      await consumeRateLimit(CODES_PER_IP, clientIp(c), tooMany);
      await consumeRateLimit(CODES_PER_ACCOUNT, String(user.id), tooMany);
      return verifySecondFactor(db, user, sessionTokenOf(c) ?? '', body.code, c.req.header('x-client-ip') || null);
    }),
  );
