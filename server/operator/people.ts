import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PersonSummary } from '@/lib/schemas/operator';
import { rolesOf, revokeOtherSessions } from '@/server/auth';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { tutors, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { tutorsChanged } from '@/server/tutors';

async function summary(db: Db, row: typeof users.$inferSelect): Promise<PersonSummary> {
  const [tutor] = await db.select({ username: tutors.username, isActive: tutors.isActive }).from(tutors).where(eq(tutors.userId, row.id));
  return {
    id: row.id,
    full_name: row.fullName,
    mobile: row.mobile,
    roles: await rolesOf(db, row.id),
    tutor_username: tutor?.username ?? null,
    tutor_live: tutor?.isActive ?? false,
    blocked_at: row.blockedAt?.toISOString() ?? null,
    blocked_reason: row.blockedReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** People by id, mobile (any part of it, with or without the leading 0 or +98) or name, newest first. */
export async function searchPeople(db: Db, query: string): Promise<PersonSummary[]> {
  const q = query.trim();
  const digits = q.replace(/[\s-]/g, '').replace(/^\+?98|^0/, '');
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = [ilike(users.fullName, like)];
  if (/^\d{1,10}$/.test(q)) matches.push(eq(users.id, Number(q)));
  if (/^\d{3,}$/.test(digits)) matches.push(ilike(users.mobile, `%${digits}%`));
  const rows = await db
    .select()
    .from(users)
    .where(or(...matches))
    .orderBy(desc(users.id))
    .limit(50);
  return together(
    db,
    rows.map((row) => () => summary(db, row)),
  );
}

export async function person(db: Db, id: number): Promise<PersonSummary> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new DomainError('not_found', 'account_not_found');
  return summary(db, row);
}

/**
 * Blocks an account (docs/decisions.md "The operator console: people"): every session ends at once,
 * no sign-in succeeds, and a live tutor profile leaves the lists, its page and the sitemap. Nobody
 * blocks themselves; only an admin blocks a member of the team.
 */
export async function blockAccount(db: Db, actor: { id: number; roles: readonly string[] }, id: number, reason: string): Promise<PersonSummary> {
  if (id === actor.id) throw new DomainError('conflict', 'cannot_block_self');
  const target = await person(db, id);
  if (target.roles.some((role) => role === 'operator' || role === 'admin') && !actor.roles.includes('admin'))
    throw new DomainError('forbidden', 'block_team_admin_only');
  const [blocked] = await db
    .update(users)
    .set({ blockedAt: sql`now()`, blockedReason: reason, blockHidProfile: target.tutor_live })
    .where(and(eq(users.id, id), isNull(users.blockedAt)))
    .returning();
  if (!blocked) throw new DomainError('conflict', 'account_already_blocked');
  await revokeOtherSessions(db, id, null);
  if (target.tutor_live) {
    await db.update(tutors).set({ isActive: false }).where(eq(tutors.userId, id));
    await tutorsChanged([target.tutor_username!], db);
  }
  return summary(db, blocked);
}

/** Lifts a block: the person may sign in again, and a profile the block took down is live again. */
export async function unblockAccount(db: Db, id: number): Promise<PersonSummary> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.blockedAt)));
  if (!row) throw new DomainError('conflict', 'account_not_blocked');
  const [unblocked] = await db.update(users).set({ blockedAt: null, blockedReason: null, blockHidProfile: false }).where(eq(users.id, id)).returning();
  if (row.blockHidProfile) {
    const [tutor] = await db.update(tutors).set({ isActive: true }).where(eq(tutors.userId, id)).returning({ username: tutors.username });
    if (tutor) await tutorsChanged([tutor.username], db);
  }
  return summary(db, unblocked!);
}
