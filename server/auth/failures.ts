import { rowsOf } from '@/server/db/rows';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { loginFailures } from '@/server/db/schema';
import { AUTH_POLICY } from './policy';

export type FailureKind = 'code' | 'password';

/** Whose tries are counted: one client address, or every address together (`*`). */
export const EVERY_ADDRESS = '*';

export interface FailureKey {
  mobile: string;
  kind: FailureKind;
  scope: string;
}

export const MAX_FAILURES: Record<FailureKind, number> = {
  code: AUTH_POLICY.maxCodeFailures,
  password: AUTH_POLICY.maxPasswordFailures,
};

/** How many wrong tries a scope gets before it is locked. */
export function maxFailuresFor(key: FailureKey): number {
  if (key.scope === EVERY_ADDRESS && key.kind === 'password') return AUTH_POLICY.maxPasswordFailuresPerNumber;
  return MAX_FAILURES[key.kind];
}

/** The n-th lock-out within a day lasts 15 min × 2^(n-1), at most a day (docs/decisions.md, issue 16). */
export function lockMinutesFor(lockouts: number): number {
  const minutes = AUTH_POLICY.lockMinutes * 2 ** Math.max(0, Math.min(lockouts - 1, 16));
  return Math.min(minutes, AUTH_POLICY.maxLockMinutes);
}

function scoped(key: FailureKey) {
  return and(eq(loginFailures.mobile, key.mobile), eq(loginFailures.kind, key.kind), eq(loginFailures.scope, key.scope));
}

/** Seconds this scope stays locked for this kind of sign-in, or 0. */
export async function lockedForSeconds(db: Db, key: FailureKey, now: Date = new Date()): Promise<number> {
  const [row] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(scoped(key));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

export interface FailureOutcome {
  /** Tries left before a lock (0 = locked now). */
  remaining: number;
  /** Length of the lock this try started, in seconds (0 when none). */
  lockedSeconds: number;
}

/**
 * Counts one wrong try in a single upserting statement, so servers sharing the database agree on
 * the count. Tries older than the base lock window are forgotten; lock-outs are remembered for a
 * day, and each one lengthens the next.
 */
export async function recordFailure(db: Db, key: FailureKey, now: Date = new Date()): Promise<FailureOutcome> {
  const max = maxFailuresFor(key);
  const windowStart = new Date(now.getTime() - AUTH_POLICY.lockMinutes * 60_000).toISOString();
  const at = now.toISOString();
  const result = await db.execute<{ failures: number }>(sql`
    insert into login_failures (mobile, kind, scope, failures, updated_at)
    values (${key.mobile}, ${key.kind}, ${key.scope}, 1, ${at})
    on conflict (mobile, kind, scope) do update set
      failures = case when login_failures.updated_at < ${windowStart}::timestamptz
                        or login_failures.locked_until <= ${at}::timestamptz
                      then 1 else login_failures.failures + 1 end,
      locked_until = null,
      updated_at = ${at}
    returning failures`);
  const failures = Number(rowsOf<{ failures: number }>(result)[0]?.failures ?? 1);
  if (failures < max) return { remaining: max - failures, lockedSeconds: 0 };

  const memoryStart = new Date(now.getTime() - AUTH_POLICY.lockMemoryHours * 3_600_000).toISOString();
  const locked = await db.execute<{ lockouts: number }>(sql`
    update login_failures set
      lockouts = case when last_locked_at is null or last_locked_at < ${memoryStart}::timestamptz then 1 else lockouts + 1 end,
      last_locked_at = ${at}
    where mobile = ${key.mobile} and kind = ${key.kind} and scope = ${key.scope}
    returning lockouts`);
  const lockouts = Number(rowsOf<{ lockouts: number }>(locked)[0]?.lockouts ?? 1);
  const minutes = lockMinutesFor(lockouts);
  await db
    .update(loginFailures)
    .set({ lockedUntil: new Date(now.getTime() + minutes * 60_000) })
    .where(scoped(key));
  return { remaining: 0, lockedSeconds: minutes * 60 };
}

/** A successful sign-in forgets this scope's wrong tries (and its lock-out history). */
export async function clearFailures(db: Db, key: FailureKey): Promise<void> {
  await db.delete(loginFailures).where(scoped(key));
}
