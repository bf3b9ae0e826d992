import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { safeRedirectPath } from '@/lib/api/next-step';
import type { Db } from '@/server/db/client';
import { shortcutLinks } from '@/server/db/schema';
import { AUTH_POLICY } from './policy';
import { randomToken, sha256 } from './secrets';

/** A sign-in link for one user and one page of the site, e.g. in an SMS about their request. */
export async function createShortcutLink(db: Db, userId: number, targetPath: string, minutes: number = AUTH_POLICY.shortcutLinkMinutes): Promise<string> {
  const target = safeRedirectPath(targetPath);
  if (!target) throw new Error('A shortcut link must point to a page of this site');
  const id = randomToken();
  await db.insert(shortcutLinks).values({
    idHash: sha256(id),
    userId,
    targetPath: target,
    expiresAt: sql`now() + ${sql.raw(`interval '${Math.max(1, Math.floor(minutes))} minutes'`)}`,
  });
  return id;
}

/** Marks the link used in the same statement that checks it: a second use always fails. */
export async function consumeShortcutLink(db: Db, id: string): Promise<{ userId: number; targetPath: string } | null> {
  const [link] = await db
    .update(shortcutLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(shortcutLinks.idHash, sha256(id)), isNull(shortcutLinks.usedAt), gt(shortcutLinks.expiresAt, sql`now()`)))
    .returning({ userId: shortcutLinks.userId, targetPath: shortcutLinks.targetPath });
  return link ?? null;
}
