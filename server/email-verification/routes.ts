import { Hono } from 'hono';
import { sendEmailCodeBody, verifyEmailCodeBody } from '@/lib/schemas/email-verification';
import { defineRoute } from '@/server/api/define-route';
import { emailVerificationStatus, sendEmailCode, verifyEmailCode } from './service';

/** `/www/v1/email-verification`: the caller's e-mail, a code sent to a new one, and its confirmation (issue 33). */
export const emailVerificationRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user' }, ({ db, user }) => emailVerificationStatus(db, user.id)),
  )
  .post(
    '/send-code',
    defineRoute({ access: 'user', body: sendEmailCodeBody }, ({ db, user, body, locale, t }) => sendEmailCode(db, user.id, body.email, locale, t)),
  )
  .post(
    '/verify',
    defineRoute({ access: 'user', body: verifyEmailCodeBody }, ({ db, user, body, t }) => verifyEmailCode(db, user.id, body.code, t)),
  );
