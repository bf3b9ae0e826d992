import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthOrigin } from '@/lib/schemas/auth';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { AUTH_POLICY } from './policy';
import { randomToken, sha256 } from './secrets';

export type UserRow = typeof users.$inferSelect;

export async function createSession(db: Db, userId: number, origin: AuthOrigin): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    authOrigin: origin,
    expiresAt: sql`now() + ${sql.raw(`interval '${AUTH_POLICY.sessionDays} days'`)}`,
  });
  return token;
}

/** The signed-in user for a bearer token, if the session is live (not expired, not revoked). */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}
