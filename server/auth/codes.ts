import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SendMethod } from '@/lib/schemas/auth';
import type { ApiTranslator } from '@/server/api/locale';
import { HttpError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { verificationCodes } from '@/server/db/schema';
import { messageDelivery } from '@/server/messaging/delivery';
import { SITE_URL } from '@/lib/seo.server';
import { clearFailures, type FailureKind, lockedForSeconds, recordFailure } from './failures';
import { AUTH_POLICY } from './policy';
import { codeHash, randomCode } from './secrets';

const CODE_FIELD = 'mobile_verification_code';

export function tooManyRequests(message: string, seconds: number): HttpError {
  return new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, seconds)) });
}

/** When a wait of `seconds` ends, rounded up to the minute so the clock time shown is never early. */
export function unlockAt(seconds: number, now = Date.now()): Date {
  return new Date(Math.ceil((now + Math.max(1, seconds) * 1000) / 60_000) * 60_000);
}

export function lockedOut(t: ApiTranslator, seconds: number): HttpError {
  return tooManyRequests(t('attempts_locked', { until: unlockAt(seconds) }), seconds);
}

/** Refuses while this address is locked out of this number's sign-in (docs/decisions.md, issue 16). */
export async function assertNotLocked(db: Db, mobile: string, kind: FailureKind, scope: string, t: ApiTranslator) {
  const seconds = await lockedForSeconds(db, { mobile, kind, scope });
  if (seconds > 0) throw lockedOut(t, seconds);
}

/** Sends a fresh code (the only valid one from now on), within the resend and hourly limits. */
export async function sendCode(db: Db, mobile: string, method: SendMethod, ip: string, t: ApiTranslator) {
  await assertNotLocked(db, mobile, 'code', ip, t);
  const recent = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.mobile, mobile), gt(verificationCodes.createdAt, sql`now() - interval '1 hour'`)))
    .orderBy(desc(verificationCodes.createdAt));
  const now = Date.now();
  if (recent[0]) {
    const wait = AUTH_POLICY.resendAfterSeconds - Math.floor((now - recent[0].createdAt.getTime()) / 1000);
    if (wait > 0) throw tooManyRequests(t('resend_too_soon', { seconds: wait }), wait);
  }
  if (recent.length >= AUTH_POLICY.codesPerNumberPerHour) {
    const oldest = recent[recent.length - 1]!.createdAt.getTime();
    const wait = Math.ceil((oldest + 3_600_000 - now) / 1000);
    throw tooManyRequests(t('too_many_codes', { until: unlockAt(wait) }), wait);
  }

  const code = randomCode(AUTH_POLICY.otpLength);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.mobile, mobile), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      mobile,
      codeHash: codeHash(mobile, code),
      sendMethod: method,
      ip,
      expiresAt: sql`now() + ${sql.raw(`interval '${AUTH_POLICY.codeTtlSeconds} seconds'`)}`,
    });
  });
  // The last line lets Android Chrome offer the code to the page (WebOTP / SMS autofill).
  const host = new URL(SITE_URL).host;
  await messageDelivery().send(db, {
    channel: method === 'CALL' ? 'call' : 'sms',
    recipient: mobile,
    body: `${t('sms_code', { code })}\n\n@${host} #${code}`,
  });
  return { expires_in: AUTH_POLICY.codeTtlSeconds, resend_in: AUTH_POLICY.resendAfterSeconds };
}

/**
 * Accepts the current code once. A wrong try counts twice: against the code (5 from anywhere and
 * it is void, so guessing needs new codes, at most 5 an hour per number) and against the caller's
 * address for this number (5 and that address is locked out, longer each time). The owner, from
 * their own address, can still ask for a fresh code and use it.
 */
export async function verifyCode(db: Db, mobile: string, code: string, ip: string, t: ApiTranslator): Promise<void> {
  await assertNotLocked(db, mobile, 'code', ip, t);
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.mobile, mobile), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, sql`now()`)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!current) throw new HttpError(422, t('code_expired'), [{ field: CODE_FIELD, message: t('code_expired') }]);

  if (current.codeHash !== codeHash(mobile, code)) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, current.id))
      .returning({ attempts: verificationCodes.attempts });
    const codeTriesLeft = AUTH_POLICY.maxCodeFailures - (counted?.attempts ?? AUTH_POLICY.maxCodeFailures);
    if (codeTriesLeft <= 0) {
      await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(eq(verificationCodes.id, current.id));
    }
    const outcome = await recordFailure(db, { mobile, kind: 'code', scope: ip });
    if (outcome.remaining === 0) throw lockedOut(t, outcome.lockedSeconds);
    if (codeTriesLeft <= 0) throw new HttpError(422, t('code_used_up'), [{ field: CODE_FIELD, message: t('code_used_up') }]);
    const message = t('code_wrong', { remaining: Math.min(outcome.remaining, codeTriesLeft) });
    throw new HttpError(422, message, [{ field: CODE_FIELD, message }]);
  }

  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new HttpError(422, t('code_expired'), [{ field: CODE_FIELD, message: t('code_expired') }]);
  await clearFailures(db, { mobile, kind: 'code', scope: ip });
}
