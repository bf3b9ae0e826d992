import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { loginFailures } from '@/server/db/schema';
import { AUTH_POLICY } from './policy';

export type FailureKind = 'code' | 'password';

export const MAX_FAILURES: Record<FailureKind, number> = {
  code: AUTH_POLICY.maxCodeFailures,
  password: AUTH_POLICY.maxPasswordFailures,
};

/** Seconds the number stays locked for this kind of sign-in, or 0. */
export async function lockedForSeconds(db: Db, mobile: string, kind: FailureKind): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.mobile, mobile), eq(loginFailures.kind, kind)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * Counts one wrong try in a single statement, so servers sharing the database agree on the count.
 * Tries older than the lock window are forgotten. Returns how many tries remain (0 = now locked).
 */
export async function recordFailure(db: Db, mobile: string, kind: FailureKind): Promise<number> {
  const max = MAX_FAILURES[kind];
  const window = sql.raw(`interval '${AUTH_POLICY.lockMinutes} minutes'`);
  const result = await db.execute<{ failures: number }>(sql`
    insert into login_failures (mobile, kind, failures, updated_at) values (${mobile}, ${kind}, 1, now())
    on conflict (mobile, kind) do update set
      failures = case when login_failures.updated_at < now() - ${window}
                        or login_failures.locked_until <= now()
                      then 1 else login_failures.failures + 1 end,
      locked_until = null,
      updated_at = now()
    returning failures`);
  const failures = Number(rowsOf<{ failures: number }>(result)[0]?.failures ?? 1);
  if (failures < max) return max - failures;
  await db
    .update(loginFailures)
    .set({ lockedUntil: sql`now() + ${window}` })
    .where(and(eq(loginFailures.mobile, mobile), eq(loginFailures.kind, kind)));
  return 0;
}

export async function clearFailures(db: Db, mobile: string, kind: FailureKind): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.mobile, mobile), eq(loginFailures.kind, kind)));
}

/** node-postgres answers {rows}, PGlite answers {rows} too, but typed apart. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
