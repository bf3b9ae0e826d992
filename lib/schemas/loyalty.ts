import { z } from '@/lib/schemas/zod';
import { queryIntOr } from './query-values';
import type { ListPage } from './list-page';

/**
 * The loyalty club's rules (issue 31, docs/decisions.md "Loyalty club"): one table the server
 * enforces and the help page prints, so what people read is what happens.
 */
export const LOYALTY_RULES = {
  /** Points for each whole euro of a paid bill (a top-up earns nothing: the money is not spent yet). */
  pointsPerEuro: 1,
  /** Points for each lesson held and confirmed (a missed one earns nothing). */
  pointsPerLesson: 20,
  /** Points for the one who referred a friend, once the friend's first lesson is held. */
  referralPoints: 300,
  /** What the referred friend gets: a code off their first lesson's prepayment, valid this long. */
  friendDiscountCents: 1_000,
  friendCodeValidDays: 90,
  /** Points expire this long after they were earned, oldest first. */
  pointsValidDays: 365,
  /** A level counts the points earned in this window (spending never lowers it). */
  levelWindowDays: 365,
  /** Points about to expire are announced this long ahead. */
  expiryNoticeDays: 30,
  /** A code bought with points is valid this long. */
  codeValidDays: 90,
} as const;

export const LOYALTY_LEVELS = [
  { level: 'BRONZE', threshold: 0, pointsBonusPercent: 0, packBonusPercent: 0 },
  { level: 'SILVER', threshold: 300, pointsBonusPercent: 25, packBonusPercent: 2 },
  { level: 'GOLD', threshold: 1_000, pointsBonusPercent: 50, packBonusPercent: 4 },
  { level: 'PLATINUM', threshold: 2_500, pointsBonusPercent: 100, packBonusPercent: 6 },
] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number]['level'];
export type LevelRule = (typeof LOYALTY_LEVELS)[number];

/** A level's page address (`/loyalty-club/gold`), and back: an unknown one is null (a 404). */
export const levelSlug = (level: LoyaltyLevel) => level.toLowerCase();
export const levelOfSlug = (slug: string): LevelRule | null => LOYALTY_LEVELS.find((rule) => levelSlug(rule.level) === slug) ?? null;

/** What points buy: a fixed code of the payments feature, for any bill but a top-up. */
export const REDEEM_OPTIONS = [
  { points: 200, cents: 500 },
  { points: 400, cents: 1_000 },
  { points: 1_000, cents: 2_500 },
] as const;

/** The level a year's earned points reach, and the one after it (null at the top). */
export function levelFor(earnedInWindow: number): { current: LevelRule; next: LevelRule | null } {
  let index = 0;
  LOYALTY_LEVELS.forEach((rule, i) => {
    if (earnedInWindow >= rule.threshold) index = i;
  });
  return { current: LOYALTY_LEVELS[index]!, next: LOYALTY_LEVELS[index + 1] ?? null };
}

/** Turning points into a code: one of the options, and the page's own id for this click (a replay gives the same code). */
export const redeemBody = z.strictObject({
  points: z.literal(REDEEM_OPTIONS.map((option) => option.points)),
  request_id: z.uuid(),
});
export type RedeemBody = z.output<typeof redeemBody>;

export const LOYALTY_KINDS = ['payment', 'lesson', 'referral', 'redeemed', 'expired', 'reversed'] as const;
export type LoyaltyKind = (typeof LOYALTY_KINDS)[number];

/** `me?include=user_club` (spec §3): where the user stands. */
export interface UserClub {
  level: LoyaltyLevel;
  points: number;
  /** Points earned in the level's window. */
  earned_in_window: number;
  next_level: LoyaltyLevel | null;
  next_threshold: number | null;
  points_to_next: number | null;
}

export interface LoyaltyMovementView {
  id: number;
  kind: LoyaltyKind;
  points: number;
  at: string;
  /** The code a redemption bought. */
  code: string | null;
}

export interface RedeemedCodeView {
  code: string;
  value_cents: number;
  points: number;
  ends_at: string;
}

/** `/www/v1/loyalty-club`: the club page. */
export interface LoyaltyClubView extends UserClub {
  /** Points that expire soon (within the notice), and the first day they go. */
  expiring: { points: number; on: string } | null;
  referral: { code: string; path: string; friends_joined: number; friends_rewarded: number };
  /** The points ledger's movements, newest first, a page at a time. */
  movements: LoyaltyMovementView[];
  movement_pages: ListPage;
  /** The codes points bought that have not yet expired, newest first. */
  codes: RedeemedCodeView[];
}

/** The club page's query: which page of the movements. */
export const clubQuerySchema = z.strictObject({ page: queryIntOr(1, 1000, 1) });
