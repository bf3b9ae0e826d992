import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { readAttribution } from '@/lib/attribution/read';
import { CSRF_COOKIE, secureCookies } from '@/lib/auth/cookies';
import * as schemas from '@/lib/schemas/auth';
import { defineRoute } from '@/server/api/define-route';
import { clientIp } from '@/server/security/client-ip';
import { consumeRateLimit, type RateLimit } from '@/server/security/rate-limit';
import { sendCode } from './codes';
import { clearSessionCookies, requireUser, sessionTokenOf, setAuthMobileCookie, setSessionCookie } from './http';
import { AUTH_POLICY } from './policy';
import { randomToken } from './secrets';
import * as auth from './service';
import { revokeSession } from './sessions';
import { describeUser } from './users';

const CODE_SENDS_PER_IP: RateLimit = { name: 'code-sends-ip', points: AUTH_POLICY.codeSendsPerIpPerHour, durationSeconds: 3600 };
const LOGINS_PER_IP: RateLimit = { name: 'logins-ip', points: AUTH_POLICY.loginsPerIpPerMinute, durationSeconds: 60 };

/** Spec §7 `/auth/v1/*` (countries live in their own feature). */
export const authRoutes = new Hono()
  .post(
    '/mobile-registration-confirmation',
    defineRoute({ body: schemas.registrationConfirmationBody }, async ({ db, body, t, c }) => {
      const answer = await auth.confirmMobile(db, body, t);
      setAuthMobileCookie(c, answer.mobile);
      return answer;
    }),
  )
  .post(
    '/mobile-verification-send-code',
    defineRoute({ body: schemas.sendCodeBody }, async ({ db, body, t, c }) => {
      const mobile = auth.mobileOrThrow(body.mobile, t);
      await consumeRateLimit(CODE_SENDS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      const sent = await sendCode(db, mobile, body.send_method, clientIp(c), t);
      return { mobile, send_method: body.send_method, ...sent } satisfies schemas.CodeSent;
    }),
  )
  .post(
    '/login-by-mobile-verification',
    defineRoute({ body: schemas.loginByCodeBody }, async ({ db, body, t, c }) => {
      await consumeRateLimit(LOGINS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      // A new account keeps the visitor's first-touch source and referrer (issue 4's cookies).
      const attribution = readAttribution((name) => getCookie(c, name));
      const { answer } = await auth.loginWithCode(db, body, attribution, t);
      setSessionCookie(c, answer.token);
      return answer;
    }),
  )
  .post(
    '/login-by-password',
    defineRoute({ body: schemas.loginByPasswordBody }, async ({ db, body, t, c }) => {
      await consumeRateLimit(LOGINS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      const { answer } = await auth.loginWithPassword(db, body, t);
      setSessionCookie(c, answer.token);
      return answer;
    }),
  )
  .get(
    '/csrf',
    defineRoute({}, ({ c }) => {
      const token = getCookie(c, CSRF_COOKIE) ?? randomToken();
      setCookie(c, CSRF_COOKIE, token, { sameSite: 'Lax', secure: secureCookies(), path: '/' });
      return { csrf_token: token };
    }),
  )
  .post(
    '/login-by-shortcut-link',
    defineRoute({ body: schemas.shortcutLinkBody }, async ({ db, body, t, c }) => {
      await consumeRateLimit(LOGINS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      const answer = await auth.loginWithShortcutLink(db, body.id, t);
      setSessionCookie(c, answer.token);
      return answer;
    }),
  )
  .get(
    '/me',
    defineRoute({ query: schemas.meQuery }, async ({ db, query, t, c }) =>
      describeUser(db, await requireUser(c, db, t), query.include),
    ),
  )
  .post(
    '/logout',
    defineRoute({}, async ({ db, c }) => {
      const token = sessionTokenOf(c);
      if (token) await revokeSession(db, token);
      clearSessionCookies(c);
      return { logged_out: true };
    }),
  )
  .post(
    '/set-password',
    defineRoute({ body: schemas.setPasswordBody }, async ({ db, body, t, c }) =>
      auth.setPassword(db, await requireUser(c, db, t), body, t),
    ),
  )
  .post(
    '/register-fullname',
    defineRoute({ body: schemas.registerFullNameBody }, async ({ db, body, t, c }) =>
      auth.registerFullName(db, await requireUser(c, db, t), body.fullname, t),
    ),
  );
