import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { LoyaltyClubView, LoyaltyKind, UserClub } from '@/lib/schemas/loyalty';
import type { Db } from '@/server/db/client';
import { readPage } from '@/server/db/pages';
import { together } from '@/server/db/together';
import type { Figure } from '@/server/db/rows';
import { discountCodes, loyaltyPoints } from '@/server/db/schema';
import { now as clockNow } from '@/server/shared/clock';
import { expiringSoon } from './expiry';
import { type Standing, standing, standingFigure } from './points';
import { levelFor } from '@/lib/schemas/loyalty';
import { referralCodeOf, referralPath, referralStats } from './referral';

/** Where the user stands (`me?include=user_club`): level, points, and what the next level needs. */
export async function userClubOf(db: Db, userId: number, now: Date = clockNow()): Promise<UserClub> {
  return userClubFrom(await standing(db, userId, now));
}

/** Where the user stands as a figure (server/db/rows.ts), for a page that reads several at once. */
export function userClubFigure(db: Db, userId: number, now: Date = clockNow()): Figure<UserClub> {
  const standing = standingFigure(db, userId, now);
  return { ...standing, read: (value) => userClubFrom(standing.read(value)) };
}

function userClubFrom({ points, earned }: Standing): UserClub {
  const { current, next } = levelFor(earned);
  return {
    level: current.level,
    points,
    earned_in_window: earned,
    next_level: next?.level ?? null,
    next_threshold: next?.threshold ?? null,
    points_to_next: next ? next.threshold - earned : null,
  };
}

/** How many of the points ledger's movements a page of the club shows. */
const MOVEMENTS_PAGE_SIZE = 20;

/**
 * The club page: where the user stands, what expires soon, their referral link, their movements a
 * page at a time (newest first) and the codes their points bought that can still be used.
 */
export async function clubView(db: Db, userId: number, page = 1, now: Date = clockNow()): Promise<LoyaltyClubView> {
  const [club, expiring, code, stats, movements, codes] = await together(db, [
    () => userClubOf(db, userId, now),
    () => expiringSoon(db, userId, now),
    () => referralCodeOf(db, userId),
    () => referralStats(db, userId),
    () =>
      readPage(page, MOVEMENTS_PAGE_SIZE, (limit, offset) =>
        db
          .select({ row: loyaltyPoints, code: discountCodes.code })
          .from(loyaltyPoints)
          .leftJoin(discountCodes, and(eq(loyaltyPoints.kind, 'redeemed'), eq(discountCodes.id, boughtCodeId)))
          .where(eq(loyaltyPoints.userId, userId))
          .orderBy(desc(loyaltyPoints.createdAt), desc(loyaltyPoints.id))
          .limit(limit)
          .offset(offset),
      ),
    () =>
      db
        .select({ points: loyaltyPoints.points, code: discountCodes })
        .from(loyaltyPoints)
        .innerJoin(discountCodes, eq(discountCodes.id, boughtCodeId))
        .where(and(eq(loyaltyPoints.userId, userId), eq(loyaltyPoints.kind, 'redeemed'), gt(discountCodes.endsAt, now)))
        .orderBy(desc(loyaltyPoints.createdAt), desc(loyaltyPoints.id)),
  ]);
  return {
    ...club,
    expiring,
    referral: { code, path: referralPath(code), friends_joined: stats.joined, friends_rewarded: stats.rewarded },
    movements: movements.rows.map(({ row, code: bought }) => ({
      id: row.id,
      kind: row.kind as LoyaltyKind,
      points: row.points,
      at: row.createdAt.toISOString(),
      code: bought,
    })),
    movement_pages: { page, has_more: movements.has_more },
    codes: codes.map(({ points, code: bought }) => ({ code: bought.code, value_cents: bought.value, points: -points, ends_at: bought.endsAt!.toISOString() })),
  };
}

/** The discount code a redemption bought, as its movement's memo names it. */
const boughtCodeId = sql`(${loyaltyPoints.memo}->>'discount_code_id')::int`;
