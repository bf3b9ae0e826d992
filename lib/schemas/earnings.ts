import type { Currency } from '@/lib/currency';
import { z } from '@/lib/schemas/zod';
import { ibanField } from './iban';
import { personName } from './person-name';

/** One lesson a tutor was paid for: its price, the commission taken and why, what they earned. */
export interface EarnedLessonView {
  session_id: number;
  class_id: number;
  starts_at: string;
  /** Who learned (their name as they gave it). */
  student: string | null;
  course: string | null;
  gross_cents: number;
  commission_cents: number;
  /** The commission's rate for this lesson (it falls with the hours taught: docs/decisions.md). */
  percent: number;
  net_cents: number;
  paid_at: string;
}

/** The tutor's earnings page (issue 31). */
export interface EarningsView {
  currency: Currency;
  /** Earned and not yet asked for. */
  available_cents: number;
  /** Asked for in the open payout, on its way to the bank. */
  held_cents: number;
  /** The least a payout may be. */
  payout_minimum_cents: number;
  /** Where payouts go (masked IBAN), or null before one is saved. */
  payout_method: { iban: string; holder_name: string } | null;
  payouts: PayoutView[];
  /** Lessons held but not yet confirmed (before the dispute window closes), at their price. */
  pending_cents: number;
  pending_lessons: number;
  this_month_cents: number;
  last_month_cents: number;
  /** The hours already paid, and the rate the next lesson pays. */
  taught_hours: number;
  next_percent: number;
  /** The last 12 months, oldest first, in the tutor's zone (`YYYY-MM`). */
  months: { month: string; net_cents: number }[];
  /** The latest lessons, newest first. */
  lessons: EarnedLessonView[];
}

/** Where the tutor's payouts go: a SEPA IBAN and the account holder's name as the bank has it. */
export const payoutMethodBody = z.strictObject({ iban: ibanField, holder_name: personName });
export type PayoutMethodBody = z.output<typeof payoutMethodBody>;

export const PAYOUT_STATES = ['requested', 'in_batch', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export interface PayoutView {
  id: number;
  amount_cents: number;
  state: PayoutState;
  /** Only the account's country and last four characters. */
  iban: string;
  failure_reason: string | null;
  requested_at: string;
  settled_at: string | null;
}

/** The operator's view of a payout: the whole IBAN and name, for the bank. */
export interface OperatorPayoutView extends PayoutView {
  tutor_id: number;
  tutor_name: string;
  holder_name: string;
  batch_id: string | null;
}

export const settlePayoutBody = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('paid') }),
  z.strictObject({ outcome: z.literal('failed'), reason: z.string().trim().min(3).max(500) }),
]);
export const payoutListQuerySchema = z.strictObject({ state: z.enum(PAYOUT_STATES).default('requested') });

/** A batch's file for the bank: the CSV (default) or the SEPA credit transfer file, pain.001.001.09 XML. */
export const PAYOUT_FILE_FORMATS = ['csv', 'pain001'] as const;
export type PayoutFileFormat = (typeof PAYOUT_FILE_FORMATS)[number];
export const payoutFileQuerySchema = z.strictObject({ format: z.enum(PAYOUT_FILE_FORMATS).default('csv') });

/** A month's statement (issue 31): the lessons paid in it, the payouts asked for in it, the totals. */
export interface EarningsStatement {
  /** `YYYY-MM`, in `time_zone`. */
  month: string;
  time_zone: string;
  lessons: EarnedLessonView[];
  payouts: PayoutView[];
  gross_cents: number;
  commission_cents: number;
  net_cents: number;
  paid_out_cents: number;
}

export const statementQuerySchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
