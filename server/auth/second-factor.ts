import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@/lib/schemas/second-factor';
import type { Db } from '@/server/db/client';
import { operatorSecondFactors, sessions } from '@/server/db/schema';
import { recordAudit } from '@/server/audit';
import { DomainError } from '@/server/shared/domain-error';
import { decryptSecret, encryptSecret } from '@/server/shared/secret-box';
import { sha256 } from './secrets';

/** The console grant (docs/decisions.md "The operator console: second factor"): shorter than a session. */
export const CONSOLE_POLICY = { idleMinutes: 30, maxHours: 8, period: 30, digits: 6, window: 1 } as const;

const ISSUER = 'Tutorly';

function totpFor(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: CONSOLE_POLICY.digits,
    period: CONSOLE_POLICY.period,
    secret: Secret.fromBase32(base32),
  });
}

/** Whether this session holds a live console grant; a live one is refreshed (the idle clock starts again). */
export async function consoleGrant(db: Db, token: string | null): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const touched = await db
    .update(sessions)
    .set({ consoleSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.consoleVerifiedAt, sql`now() - ${sql.raw(`interval '${CONSOLE_POLICY.maxHours} hours'`)}`),
        gt(sessions.consoleSeenAt, sql`now() - ${sql.raw(`interval '${CONSOLE_POLICY.idleMinutes} minutes'`)}`),
      ),
    )
    .returning({ id: sessions.id });
  return touched.length > 0;
}

async function factorOf(db: Db, userId: number) {
  const [row] = await db.select().from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, userId));
  return row;
}

/** Whether this account has an authenticator set up (the console's person page offers its reset). */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return !!(await factorOf(db, userId));
}

export async function secondFactorStatus(db: Db, userId: number, token: string | null): Promise<SecondFactorStatus> {
  const factor = await factorOf(db, userId);
  const [session] = token
    ? await db
        .select({ verified: sessions.consoleVerifiedAt, seen: sessions.consoleSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)))
    : [];
  const open =
    !!session?.verified &&
    !!session.seen &&
    Date.now() - session.verified.getTime() < CONSOLE_POLICY.maxHours * 3_600_000 &&
    Date.now() - session.seen.getTime() < CONSOLE_POLICY.idleMinutes * 60_000;
  return { enrolled: !!factor?.confirmedAt, console_open: open, idle_minutes: CONSOLE_POLICY.idleMinutes, max_hours: CONSOLE_POLICY.maxHours };
}

/**
 * A new secret for an operator who has none confirmed: the otpauth URI, its QR code (SVG) and the
 * secret to type by hand. Shown once; after the first code matches it is never answered again.
 */
export async function enrolSecondFactor(db: Db, user: { id: number; mobile: string }): Promise<SecondFactorEnrolment> {
  const existing = await factorOf(db, user.id);
  if (existing?.confirmedAt) throw new DomainError('conflict', 'second_factor_already_enrolled');
  const secret = new Secret({ size: 20 }).base32;
  const encrypted = encryptSecret(secret);
  await db
    .insert(operatorSecondFactors)
    .values({ userId: user.id, secretEncrypted: encrypted })
    .onConflictDoUpdate({ target: operatorSecondFactors.userId, set: { secretEncrypted: encrypted, lastStep: null, createdAt: sql`now()` } });
  const uri = totpFor(secret, user.mobile).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_svg: svg };
}

/**
 * Checks a code and opens the console for this session. A code is good for its 30-second step and
 * one step either side, once: the last accepted step is kept and a code of that step or an earlier
 * one is refused (a replay). The first good code confirms the enrolment (audited).
 */
export async function verifySecondFactor(
  db: Db,
  user: { id: number; mobile: string },
  token: string,
  code: string,
  ip: string | null,
): Promise<SecondFactorStatus> {
  const factor = await factorOf(db, user.id);
  if (!factor) throw new DomainError('invalid', 'second_factor_not_enrolled', {}, 'code');
  const now = Date.now();
  const delta = totpFor(decryptSecret(factor.secretEncrypted), user.mobile).validate({ token: code, timestamp: now, window: CONSOLE_POLICY.window });
  if (delta === null) throw new DomainError('invalid', 'second_factor_wrong_code', {}, 'code');
  const step = Math.floor(now / 1000 / CONSOLE_POLICY.period) + delta;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const taken = await tx
      .update(operatorSecondFactors)
      .set({ lastStep: step, confirmedAt: sql`coalesce(${operatorSecondFactors.confirmedAt}, now())` })
      .where(and(eq(operatorSecondFactors.userId, user.id), or(isNull(operatorSecondFactors.lastStep), lt(operatorSecondFactors.lastStep, step))))
      .returning({ confirmedAt: operatorSecondFactors.confirmedAt });
    if (taken.length === 0) throw new DomainError('invalid', 'second_factor_code_used', {}, 'code');
    await tx
      .update(sessions)
      .set({ consoleVerifiedAt: sql`now()`, consoleSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, sha256(token)));
    if (!factor.confirmedAt) await recordAudit(tx, { actorId: user.id, action: 'second_factor.enrol', recordType: 'user', recordId: user.id, ip });
  });
  return secondFactorStatus(db, user.id, token);
}

/**
 * An admin resets another member of the team's second factor (a lost phone): the key is gone, every
 * console grant of theirs ends at once, and their next console visit asks them to enrol again.
 * Nobody resets their own (another admin does); an account with no key is a 409.
 */
export async function resetSecondFactor(db: Db, actorId: number, userId: number): Promise<{ user_id: number; reset: true }> {
  if (actorId === userId) throw new DomainError('conflict', 'second_factor_reset_self');
  const removed = await db.delete(operatorSecondFactors).where(eq(operatorSecondFactors.userId, userId)).returning({ userId: operatorSecondFactors.userId });
  if (removed.length === 0) throw new DomainError('conflict', 'second_factor_nothing_to_reset');
  await db.update(sessions).set({ consoleVerifiedAt: null, consoleSeenAt: null }).where(eq(sessions.userId, userId));
  return { user_id: userId, reset: true };
}
