import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AuthOrigin } from '@/lib/schemas/auth';
import type { SignedInDevice } from '@/lib/schemas/sessions';
import type { Db } from '@/server/db/client';
import { sessions, userRoles, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { AUTH_POLICY } from './policy';
import { randomToken, sha256 } from './secrets';

export type UserRow = typeof users.$inferSelect;

/** Where a sign-in came from: kept on the session for the account's list of devices. */
export interface SignInContext {
  ip: string;
  userAgent?: string | null;
}

export async function createSession(db: Db, userId: number, origin: AuthOrigin, context?: SignInContext): Promise<string> {
  // Every way in ends here: a blocked account signs in by no code, password or link.
  const [account] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  if (account?.blockedAt) throw new DomainError('forbidden', 'account_blocked');
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    authOrigin: origin,
    userAgent: context?.userAgent ? context.userAgent.slice(0, 200) : null,
    ip: context?.ip ? context.ip.slice(0, 64) : null,
    expiresAt: sql`now() + ${sql.raw(`interval '${AUTH_POLICY.sessionDays} days'`)}`,
  });
  return token;
}

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/**
 * The signed-in user for a bearer token, if the session is live (not expired, not revoked), and the
 * roles they hold, in one query: every signed-in request asks both, and
 * on a page render each query is a round trip and a socket write (issue 35).
 */
export async function findSessionUserWithRoles(db: Db, token: string): Promise<{ user: UserRow; roles: string[] } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A blocked account's sessions stop working at once (issue 34), whatever else happens to them.
    .where(and(eq(sessions.tokenHash, sha256(token)), live(), isNull(users.blockedAt)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** Ends every live session of the account except the caller's own; answers how many ended. */
export async function revokeOtherSessions(db: Db, userId: number, currentToken: string | null): Promise<number> {
  const keep = currentToken ? ne(sessions.tokenHash, sha256(currentToken)) : undefined;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The account's live sessions, newest first; `current` marks the caller's own. */
export async function listSessions(db: Db, userId: number, currentToken: string | null): Promise<SignedInDevice[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live()))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(100);
  const currentHash = currentToken ? sha256(currentToken) : null;
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    auth_origin: row.authOrigin,
    user_agent: row.userAgent,
    ip: row.ip,
    current: row.tokenHash === currentHash,
  }));
}

/** Ends one of the account's own sessions; someone else's id is "not found". */
export async function revokeSessionById(db: Db, userId: number, id: number): Promise<{ ended: true }> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new DomainError('not_found', 'session_not_found');
  return { ended: true };
}
