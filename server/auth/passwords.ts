import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { setPasswordGrants, users } from '@/server/db/schema';
import { AUTH_POLICY } from './policy';
import { randomToken, sha256 } from './secrets';

// Verified against when the account has no password, so both paths take the same time.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Y4f56oibSiCYcxEnOpIE7w$BASt+r30cn4j0Ip2IyT6ShZ/5vOXTKjStGike3K/RLE';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  const ok = await verify(storedHash ?? DUMMY_HASH, password).catch(() => false);
  return ok && storedHash !== null;
}

export async function savePassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** A short-lived proof that the user just confirmed a code: it allows setting a new password. */
export async function createAllowCode(db: Db, userId: number): Promise<string> {
  const code = randomToken();
  await db.insert(setPasswordGrants).values({
    userId,
    codeHash: sha256(code),
    expiresAt: sql`now() + ${sql.raw(`interval '${AUTH_POLICY.allowCodeMinutes} minutes'`)}`,
  });
  return code;
}

export async function consumeAllowCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(setPasswordGrants)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(setPasswordGrants.codeHash, sha256(code)),
        eq(setPasswordGrants.userId, userId),
        isNull(setPasswordGrants.usedAt),
        gt(setPasswordGrants.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: setPasswordGrants.id });
  return used.length > 0;
}
