import { and, eq, gt, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { LOYALTY_RULES, type LoyaltyKind, levelFor } from '@/lib/schemas/loyalty';
import type { Db } from '@/server/db/client';
import { figure, type Figure, readFigures } from '@/server/db/rows';
import { loyaltyPoints, userClubs } from '@/server/db/schema';
import { now as clockNow } from '@/server/shared/clock';

const DAY = 86_400_000;
/** What counts toward a level: points earned, less any taken back (a refund). */
const LEVEL_KINDS: LoyaltyKind[] = ['payment', 'lesson', 'referral', 'reversed'];

/**
 * The user's club row, locked: every movement of their points happens holding it, so two at once
 * (a double click, a refund beside a redemption) queue and each sees the other's result.
 */
export async function lockMember(tx: Db, userId: number): Promise<typeof userClubs.$inferSelect> {
  await tx.insert(userClubs).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(userClubs).where(eq(userClubs.userId, userId)).for('update');
  return row!;
}

/** The points a user holds: the sum of their movements. */
export async function pointsBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)::int` })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.userId, userId));
  return Number(row?.sum ?? 0);
}

const windowStart = (now: Date) => new Date(now.getTime() - LOYALTY_RULES.levelWindowDays * DAY);
const inWindow = (since: SQLWrapper | Date) => and(inArray(loyaltyPoints.kind, LEVEL_KINDS), gt(loyaltyPoints.createdAt, since));

/** Points earned in the level's window (a year), never below zero. */
export async function earnedInWindow(db: Db, userId: number, now: Date = clockNow()): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)::int` })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.userId, userId), inWindow(windowStart(now))));
  return Math.max(0, Number(row?.sum ?? 0));
}

export interface Standing {
  points: number;
  earned: number;
}

/** The points a user holds and those earned in the level's window, as a figure (one read of their movements). */
export function standingFigure(db: Db, userId: number, now: Date = clockNow()): Figure<Standing> {
  return figure(
    'loyalty.standing',
    { userId, since: windowStart(now) },
    (v) =>
      db
        .select({
          standing: sql`json_build_object('points', coalesce(sum(${loyaltyPoints.points}), 0)::int, 'earned', coalesce(sum(${loyaltyPoints.points}) filter (where ${inWindow(v.since)}), 0)::int)`,
        })
        .from(loyaltyPoints)
        .where(eq(loyaltyPoints.userId, v.userId)),
    (value) => {
      const read = value as Partial<Standing> | null;
      return { points: Number(read?.points ?? 0), earned: Math.max(0, Number(read?.earned ?? 0)) };
    },
  );
}

/** The points a user holds and those earned in the level's window, in one read of their movements. */
export async function standing(db: Db, userId: number, now: Date = clockNow()): Promise<Standing> {
  return (await readFigures(db, { standing: standingFigure(db, userId, now) })).standing;
}

export async function levelOf(db: Db, userId: number, now: Date = clockNow()) {
  return levelFor(await earnedInWindow(db, userId, now));
}

interface Movement {
  userId: number;
  kind: LoyaltyKind;
  points: number;
  key: string;
  memo?: Record<string, unknown>;
  now?: Date;
}

/** One movement, once (its key): a replay writes nothing and returns 0. */
async function record(tx: Db, movement: Movement): Promise<number> {
  if (movement.points === 0) return 0;
  const [made] = await tx
    .insert(loyaltyPoints)
    .values({
      userId: movement.userId,
      kind: movement.kind,
      points: movement.points,
      idempotencyKey: movement.key,
      memo: movement.memo ?? null,
      createdAt: movement.now ?? clockNow(),
    })
    .onConflictDoNothing()
    .returning({ points: loyaltyPoints.points });
  return made?.points ?? 0;
}

/** Earned points: the base, plus the bonus of the level the user holds now (rounded down). */
export async function earnPoints(tx: Db, movement: Omit<Movement, 'points'> & { base: number }): Promise<number> {
  if (movement.base <= 0) return 0;
  await lockMember(tx, movement.userId);
  const { current } = await levelOf(tx, movement.userId, movement.now);
  const points = Math.floor((movement.base * (100 + current.pointsBonusPercent)) / 100);
  return record(tx, { ...movement, points });
}

/** Points taken back (money returned): at most what the user still holds, so a balance never goes below zero. */
export async function takeBackPoints(tx: Db, movement: Omit<Movement, 'points' | 'kind'> & { base: number }): Promise<number> {
  if (movement.base <= 0) return 0;
  await lockMember(tx, movement.userId);
  const points = Math.min(movement.base, await pointsBalance(tx, movement.userId));
  return points > 0 ? -(await record(tx, { ...movement, kind: 'reversed', points: -points })) : 0;
}

/** Points spent (a code bought) or expired: the caller holds the member's lock and has checked the balance. */
export async function spendPoints(tx: Db, movement: Movement): Promise<number> {
  return record(tx, { ...movement, points: -Math.abs(movement.points) });
}
