import { z } from '@/lib/schemas/zod';
import { recordId } from './ids';

/**
 * Class billing (issue 30, "Bills, deposits and discount packs"): the rules a student sees and the
 * API's inputs and answers, shared by routes and pages. docs/decisions.md "Class bills, deposits and packs".
 */

/** A pack's sessions and its discount in percent: the platform gives the discount (system:discounts). */
export const PACK_OFFERS = [
  { sessions: 5, percent: 5 },
  { sessions: 10, percent: 10 },
  { sessions: 20, percent: 15 },
] as const;
export type PackSize = (typeof PACK_OFFERS)[number]['sessions'];

/** How long a pack is valid from its payment (a fixed span, the same in every calendar and zone). */
export const PACK_VALID_DAYS = 180;

/** How many sessions one deposit may pay ahead. */
export const DEPOSIT_LIMITS = { min: 1, max: 20 } as const;

export const CLASS_BILL = 'class_bill';
export const CLASS_DEPOSIT = 'class_deposit';
export const CLASS_PACK = 'class_pack';

export const classParamSchema = z.strictObject({ id: recordId });

export const depositBody = z.strictObject({ sessions: z.number().int().min(DEPOSIT_LIMITS.min).max(DEPOSIT_LIMITS.max) });

/** The deposit page's form: a count typed in any digits. */
export const depositForm = z.strictObject({
  sessions: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(DEPOSIT_LIMITS.min).max(DEPOSIT_LIMITS.max)),
});

export const packBody = z.strictObject({ sessions: z.union([z.literal(5), z.literal(10), z.literal(20)]) });

export interface PackView {
  id: number;
  sessions: number;
  percent: number;
  paid_cents: number;
  value_cents: number;
  /** Value not yet used by charged sessions, in cents and in whole sessions. */
  left_cents: number;
  sessions_left: number;
  paid_at: string;
  expires_at: string;
  /** 'active' until it expires; 'expired' once the expiry job settled it. */
  state: 'active' | 'expiring' | 'expired';
  returned_cents: number | null;
}

export interface PackOfferView {
  sessions: number;
  /** The whole discount: the pack's own and the loyalty level's (`club_percent`). */
  percent: number;
  club_percent: number;
  unit_cents: number;
  price_cents: number;
  value_cents: number;
}

/** A class's money as its student sees it: all figures from the ledger. */
export interface ClassMoneyView {
  class_id: number;
  unit_price_cents: number;
  active: boolean;
  /** The class account's balance: positive prepaid, negative owed. */
  balance_cents: number;
  prepaid_cents: number;
  prepaid_sessions: number;
  owed_cents: number;
  packs: PackView[];
  offers: PackOfferView[];
  valid_days: number;
  deposit_limits: { min: number; max: number };
}

/** Where a purchase's bill is paid. */
export interface BillStart {
  invoice: string;
  bill_path: string;
}
