import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { readAttribution } from '@/lib/attribution/read';
import { CSRF_COOKIE } from '@/lib/auth/cookies';
import { TIME_ZONE_COOKIE } from '@/lib/i18n/time-zone';
import { preferencesBody } from '@/lib/schemas/account';
import * as schemas from '@/lib/schemas/auth';
import { endOtherSessionsBody, endSessionBody } from '@/lib/schemas/sessions';
import { defineRoute } from '@/server/api/define-route';
import { secureCookies } from '@/server/config';
import type { Db } from '@/server/db/client';
import { clientIp } from '@/server/security/client-ip';
import { consumeRateLimit, type RateLimit } from '@/server/security/rate-limit';
import { sendCode } from './codes';
import { clearSessionCookies, sessionTokenOf, setAuthMobileCookie, setSessionCookie } from './http';
import { AUTH_POLICY } from './policy';
import { rememberSignInContext, updatePreferences } from './preferences';
import { randomToken } from './secrets';
import * as auth from './service';
import { listSessions, revokeOtherSessions, revokeSession, revokeSessionById, type SignInContext } from './sessions';
import { describeUser } from './users';

const CODE_SENDS_PER_IP: RateLimit = { name: 'code-sends-ip', points: AUTH_POLICY.codeSendsPerIpPerHour, durationSeconds: 3600 };
const LOGINS_PER_IP: RateLimit = { name: 'logins-ip', points: AUTH_POLICY.loginsPerIpPerMinute, durationSeconds: 60 };
// Whether a number is registered is the sign-in flow's first answer (spec §7): limit who may ask.
const CONFIRMATIONS_PER_IP: RateLimit = { name: 'confirm-ip', points: AUTH_POLICY.confirmationsPerIpPerHour, durationSeconds: 3600 };
const CONFIRMATIONS_PER_NUMBER: RateLimit = { name: 'confirm-number', points: AUTH_POLICY.confirmationsPerNumberPerHour, durationSeconds: 3600 };

function signInContext(c: Context): SignInContext {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}

/** Spec §7 `/auth/v1/*` (countries live in their own feature). */
export const authRoutes = new Hono()
  .post(
    '/mobile-registration-confirmation',
    defineRoute({ access: 'public', body: schemas.registrationConfirmationBody }, async ({ db, body, t, c }) => {
      const tooMany = (seconds: number) => t('too_many_requests', { seconds });
      await consumeRateLimit(CONFIRMATIONS_PER_IP, clientIp(c), tooMany);
      const answer = await auth.confirmMobile(db, body, t);
      await consumeRateLimit(CONFIRMATIONS_PER_NUMBER, answer.mobile, tooMany);
      setAuthMobileCookie(c, answer.mobile);
      return answer;
    }),
  )
  .post(
    '/mobile-verification-send-code',
    defineRoute({ access: 'public', body: schemas.sendCodeBody }, async ({ db, body, t, c }) => {
      const mobile = auth.mobileOrThrow(body.mobile, t);
      await consumeRateLimit(CODE_SENDS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      const sent = await sendCode(db, mobile, body.send_method, clientIp(c), t);
      return { mobile, send_method: body.send_method, ...sent } satisfies schemas.CodeSent;
    }),
  )
  .post(
    '/login-by-mobile-verification',
    defineRoute({ access: 'public', body: schemas.loginByCodeBody }, async ({ db, body, t, c, locale }) => {
      await consumeRateLimit(LOGINS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      // A new account keeps the visitor's first-touch source and referrer (issue 4's cookies).
      const attribution = readAttribution((name) => getCookie(c, name));
      const { answer, user } = await auth.loginWithCode(db, body, attribution, t, signInContext(c));
      await startSession(c, db, locale, answer.token, user.id);
      return answer;
    }),
  )
  .post(
    '/login-by-password',
    defineRoute({ access: 'public', body: schemas.loginByPasswordBody }, async ({ db, body, t, c, locale }) => {
      await consumeRateLimit(LOGINS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      const { answer, user } = await auth.loginWithPassword(db, body, t, signInContext(c));
      await startSession(c, db, locale, answer.token, user.id);
      return answer;
    }),
  )
  .get(
    '/csrf',
    defineRoute({ access: 'public' }, ({ c }) => {
      const token = getCookie(c, CSRF_COOKIE) ?? randomToken();
      setCookie(c, CSRF_COOKIE, token, { sameSite: 'Lax', secure: secureCookies(), path: '/' });
      return { csrf_token: token };
    }),
  )
  .post(
    '/login-by-shortcut-link',
    defineRoute({ access: 'public', body: schemas.shortcutLinkBody }, async ({ db, body, t, c, locale }) => {
      await consumeRateLimit(LOGINS_PER_IP, clientIp(c), (seconds) => t('too_many_requests', { seconds }));
      const { answer, user } = await auth.loginWithShortcutLink(db, body.id, t, signInContext(c));
      await startSession(c, db, locale, answer.token, user.id);
      return answer;
    }),
  )
  .get(
    '/me',
    defineRoute({ access: 'user', query: schemas.meQuerySchema }, ({ db, query, user }) => describeUser(db, user, query.include)),
  )
  .post(
    '/logout',
    defineRoute({ access: 'public' }, async ({ db, c }) => {
      const token = sessionTokenOf(c);
      if (token) await revokeSession(db, token);
      clearSessionCookies(c);
      return { logged_out: true };
    }),
  )
  .post(
    '/set-password',
    defineRoute({ access: 'user', body: schemas.setPasswordBody }, ({ db, body, t, user, c }) =>
      auth.setPassword(db, user, body, t, sessionTokenOf(c), clientIp(c)),
    ),
  )
  .get(
    '/sessions',
    defineRoute({ access: 'user' }, ({ db, user, c }) => listSessions(db, user.id, sessionTokenOf(c))),
  )
  .post(
    '/sessions/end',
    defineRoute({ access: 'user', body: endSessionBody }, ({ db, body, user }) => revokeSessionById(db, user.id, body.id)),
  )
  .post(
    '/sessions/end-others',
    defineRoute({ access: 'user', body: endOtherSessionsBody }, async ({ db, user, c }) => ({
      ended: await revokeOtherSessions(db, user.id, sessionTokenOf(c)),
    })),
  )
  .post(
    '/register-fullname',
    defineRoute({ access: 'user', body: schemas.registerFullNameBody }, ({ db, body, t, user }) => auth.registerFullName(db, user, body.fullname, t)),
  )
  .post(
    '/preferences',
    defineRoute({ access: 'user', body: preferencesBody }, ({ db, body, user }) => updatePreferences(db, user.id, body)),
  );

/** A new session: its cookie, and the browser's zone and the site's language kept for an account that has none. */
async function startSession(c: Context, db: Db, locale: string, token: string, userId: number): Promise<void> {
  setSessionCookie(c, token);
  await rememberSignInContext(db, userId, { timeZone: getCookie(c, TIME_ZONE_COOKIE), locale });
}
