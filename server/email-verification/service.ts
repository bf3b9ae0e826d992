import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { EMAIL_CODE_POLICY, type EmailVerificationStatus } from '@/lib/schemas/email-verification';
import type { ApiTranslator } from '@/server/api/locale';
import { HttpError } from '@/server/api/errors';
import { AUTH_POLICY, codeHash, randomCode, tooManyRequests, unlockAt } from '@/server/auth';
import type { Db } from '@/server/db/client';
import { emailVerificationCodes, userEmails } from '@/server/db/schema';
import { emailDelivery } from '@/server/messaging/email-delivery';
import { now } from '@/server/shared/clock';

const CODE_FIELD = 'code';

// The hash binds the code to its account and address: a code sent to one user never verifies another's.
const hashOf = (userId: number, email: string, code: string) => codeHash(`email:${userId}:${email}`, code);

const secondsBetween = (from: Date, to: Date) => Math.ceil((to.getTime() - from.getTime()) / 1000);

async function codesOf(db: Db, userId: number, since: Date) {
  return db
    .select()
    .from(emailVerificationCodes)
    .where(and(eq(emailVerificationCodes.userId, userId), gt(emailVerificationCodes.createdAt, since)))
    .orderBy(desc(emailVerificationCodes.createdAt), desc(emailVerificationCodes.id));
}

/** The caller's verified address, and the code waiting for an address, if any. */
export async function emailVerificationStatus(db: Db, userId: number): Promise<EmailVerificationStatus> {
  const at = now();
  const [verified] = await db.select({ email: userEmails.email }).from(userEmails).where(eq(userEmails.userId, userId));
  const [latest] = await codesOf(db, userId, new Date(at.getTime() - EMAIL_CODE_POLICY.ttlSeconds * 1000));
  const pending =
    latest && !latest.consumedAt && latest.expiresAt > at
      ? {
          email: latest.email,
          expires_at: latest.expiresAt.toISOString(),
          resend_in: Math.max(0, AUTH_POLICY.resendAfterSeconds - Math.floor((at.getTime() - latest.createdAt.getTime()) / 1000)),
        }
      : null;
  return { email: verified?.email ?? null, pending };
}

/**
 * Sends a fresh code to `email` (the only valid one from now on), within the sign-in codes' limits:
 * one a minute and five an hour per account. The address becomes the account's only once confirmed.
 */
export async function sendEmailCode(db: Db, userId: number, email: string, locale: Locale, t: ApiTranslator): Promise<EmailVerificationStatus> {
  const at = now();
  const recent = await codesOf(db, userId, new Date(at.getTime() - 3_600_000));
  if (recent[0]) {
    const wait = AUTH_POLICY.resendAfterSeconds - Math.floor((at.getTime() - recent[0].createdAt.getTime()) / 1000);
    if (wait > 0) throw tooManyRequests(t('resend_too_soon', { seconds: wait }), wait);
  }
  if (recent.length >= AUTH_POLICY.codesPerNumberPerHour) {
    const wait = secondsBetween(at, new Date(recent[recent.length - 1]!.createdAt.getTime() + 3_600_000));
    throw tooManyRequests(t('email_too_many_codes', { until: unlockAt(wait, at.getTime()) }), wait);
  }

  const code = randomCode(EMAIL_CODE_POLICY.length);
  await db.transaction(async (tx) => {
    await tx
      .update(emailVerificationCodes)
      .set({ consumedAt: at })
      .where(and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.consumedAt)));
    await tx.insert(emailVerificationCodes).values({
      userId,
      email,
      codeHash: hashOf(userId, email, code),
      createdAt: at,
      expiresAt: new Date(at.getTime() + EMAIL_CODE_POLICY.ttlSeconds * 1000),
    });
  });
  await emailDelivery().send(db, {
    to: email,
    locale,
    subject: t('email_code_subject', { code }),
    text: t('email_code_text', { code, minutes: EMAIL_CODE_POLICY.ttlSeconds / 60 }),
  });
  return emailVerificationStatus(db, userId);
}

function invalidCode(message: string): HttpError {
  return new HttpError(422, message, [{ field: CODE_FIELD, message }]);
}

/**
 * Confirms the caller's newest code once: the address it was sent to becomes the account's
 * verified e-mail. A wrong try counts against the code; at the fifth it is void, and only a new
 * code (within the hourly limit) can verify.
 */
export async function verifyEmailCode(db: Db, userId: number, code: string, t: ApiTranslator): Promise<EmailVerificationStatus> {
  const at = now();
  const [current] = await db
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.userId, userId))
    .orderBy(desc(emailVerificationCodes.createdAt), desc(emailVerificationCodes.id))
    .limit(1);
  if (!current) throw invalidCode(t('email_code_none'));
  if (current.consumedAt) throw invalidCode(t(current.attempts >= AUTH_POLICY.maxCodeFailures ? 'code_used_up' : 'email_code_none'));
  if (current.expiresAt <= at) throw invalidCode(t('code_expired'));

  if (current.codeHash !== hashOf(userId, current.email, code)) {
    const attempts = current.attempts + 1;
    const left = AUTH_POLICY.maxCodeFailures - attempts;
    await db
      .update(emailVerificationCodes)
      .set({ attempts, ...(left <= 0 ? { consumedAt: at } : {}) })
      .where(and(eq(emailVerificationCodes.id, current.id), eq(emailVerificationCodes.attempts, current.attempts)));
    if (left <= 0) throw invalidCode(t('code_used_up'));
    throw invalidCode(t('code_wrong', { remaining: left }));
  }

  const used = await db
    .update(emailVerificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(emailVerificationCodes.id, current.id), isNull(emailVerificationCodes.consumedAt)))
    .returning({ id: emailVerificationCodes.id });
  if (used.length === 0) throw invalidCode(t('code_expired'));
  await db
    .insert(userEmails)
    .values({ userId, email: current.email, verifiedAt: at })
    .onConflictDoUpdate({ target: userEmails.userId, set: { email: current.email, verifiedAt: at } });
  return emailVerificationStatus(db, userId);
}
