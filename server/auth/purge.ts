import { lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, setPasswordGrants, shortcutLinks, verificationCodes } from '@/server/db/schema';

/** How long sign-in records are kept after they stop working (support can still look a while). */
export const AUTH_RETENTION_DAYS = 30;

export interface PurgedAuthRecords {
  sessions: number;
  verificationCodes: number;
  shortcutLinks: number;
  setPasswordGrants: number;
}

/**
 * Deletes sessions, one-time codes, shortcut links and password grants that expired (or, for
 * sessions, were revoked) more than `days` ago. Idempotent: a second run finds nothing.
 */
export async function purgeExpiredAuthRecords(db: Db, days: number = AUTH_RETENTION_DAYS): Promise<PurgedAuthRecords> {
  const cutoff = sql`now() - make_interval(days => ${Math.max(1, Math.floor(days))})`;
  const purged = await db.transaction(async (tx) => ({
    sessions: (
      await tx
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
        .returning({ id: sessions.id })
    ).length,
    verificationCodes: (await tx.delete(verificationCodes).where(lt(verificationCodes.expiresAt, cutoff)).returning({ id: verificationCodes.id })).length,
    shortcutLinks: (await tx.delete(shortcutLinks).where(lt(shortcutLinks.expiresAt, cutoff)).returning({ id: shortcutLinks.idHash })).length,
    setPasswordGrants: (await tx.delete(setPasswordGrants).where(lt(setPasswordGrants.expiresAt, cutoff)).returning({ id: setPasswordGrants.id })).length,
  }));
  return purged;
}
