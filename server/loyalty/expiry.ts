import { sql } from 'drizzle-orm';
import { LOYALTY_RULES } from '@/lib/schemas/loyalty';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { now as clockNow } from '@/server/shared/clock';
import { lockMember, spendPoints } from './points';

const DAY = 86_400_000;
const isoOf = (at: Date) => at.toISOString();

/**
 * Points still held that were earned before `cutoff`, per user: spending, expiry and take-backs use
 * the oldest points first, so what was earned before the cutoff and not yet used up is
 * (earned before it) - (all used so far), when positive.
 */
async function heldOlderThan(db: Db, cutoff: Date, userId?: number): Promise<{ userId: number; points: number }[]> {
  const rows = await db.execute(sql`
    select user_id,
           (coalesce(sum(points) filter (where points > 0 and created_at <= ${isoOf(cutoff)}::timestamptz), 0)
             + coalesce(sum(points) filter (where points < 0), 0))::int as due
      from loyalty_points
     where ${userId === undefined ? sql`true` : sql`user_id = ${userId}`}
     group by user_id
    having coalesce(sum(points) filter (where points > 0 and created_at <= ${isoOf(cutoff)}::timestamptz), 0)
             + coalesce(sum(points) filter (where points < 0), 0) > 0`);
  return rowsOf<{ user_id: number; due: number }>(rows).map((row) => ({ userId: Number(row.user_id), points: Number(row.due) }));
}

/** The job: points older than their validity leave, once per user and day (the key). */
export async function expirePoints(db: Db, now: Date = clockNow()): Promise<{ users: number; points: number }> {
  const cutoff = new Date(now.getTime() - LOYALTY_RULES.pointsValidDays * DAY);
  let users = 0;
  let points = 0;
  for (const due of await heldOlderThan(db, cutoff)) {
    const expired = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await lockMember(tx, due.userId);
      // Read again under the lock: a redemption may have used some since.
      const [still] = await heldOlderThan(tx, cutoff, due.userId);
      if (!still) return 0;
      return -(await spendPoints(tx, { userId: due.userId, kind: 'expired', points: still.points, key: `expire:${due.userId}:${now.toISOString()}`, now }));
    });
    if (expired) {
      users += 1;
      points += expired;
    }
  }
  return { users, points };
}

/** Points that will expire within the notice, and the first day some go (null: none soon). */
export async function expiringSoon(db: Db, userId: number, now: Date = clockNow()): Promise<{ points: number; on: string } | null> {
  const cutoff = new Date(now.getTime() + (LOYALTY_RULES.expiryNoticeDays - LOYALTY_RULES.pointsValidDays) * DAY);
  const [due] = await heldOlderThan(db, cutoff, userId);
  if (!due) return null;
  // The oldest earned points still held go first: they were earned no earlier than the user's first earning.
  const [first] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`
      select min(created_at) as at from loyalty_points
       where user_id = ${userId} and points > 0 and created_at > ${isoOf(new Date(now.getTime() - LOYALTY_RULES.pointsValidDays * DAY))}::timestamptz`),
  );
  const on = first?.at ? new Date(new Date(first.at).getTime() + LOYALTY_RULES.pointsValidDays * DAY) : now;
  return { points: due.points, on: on.toISOString() };
}
