import { z } from '@/lib/schemas/zod';
import { calendarDay } from './dates';
import { numberField, wholeCents } from './numbers';
import { publicUuid } from './ids';
import { queryIntOr } from './query-values';
import { rule } from './error-map';
import { storableText } from './text';
import type { Currency } from '@/lib/currency';
import type { ListPage } from './list-page';

/** Payments (issue 18): the API's inputs and answers, shared by routes and pages. */

export const TOP_UP_LIMITS = { minCents: 500, maxCents: 100_000 } as const;
export const TRANSACTION_TYPES = ['top_up', 'payment', 'card_credit', 'refund', 'bonus', 'opening_balance', 'class_refund', 'pack_expiry'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTIONS_PAGE_SIZE = 20;

export const invoiceParamSchema = z.strictObject({ uuid: publicUuid });

/** A subject of a purpose that prepares its own invoice (e.g. `tutor_request_prepayment` / a request id). */
export const invoiceSubjectParamSchema = z.strictObject({
  purpose: z.string().regex(/^[a-z_]{3,40}$/),
  subject: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export const onlinePaymentQuerySchema = z.strictObject({
  /** `1`: wallet first, card for the rest. */
  wallet: z.enum(['0', '1']).default('0'),
  lang: z.enum(['fa', 'en-US']).default('fa'),
});

export const discountBody = z.strictObject({ code: z.string().trim().min(2).max(40).refine(storableText, rule('no_control_characters')) });

export const topUpBody = z.strictObject({
  amount_cents: z.number().int().min(TOP_UP_LIMITS.minCents).max(TOP_UP_LIMITS.maxCents),
});

export const transactionsQuerySchema = z.strictObject({
  type: z.enum(TRANSACTION_TYPES).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const refundBody = z.strictObject({
  amount_cents: z.number().int().min(1).max(10_000_000),
  to: z.enum(['wallet', 'card']).default('wallet'),
  reason: z.string().trim().max(500).refine(storableText, rule('no_control_characters')).optional(),
});

/**
 * A refund's `Idempotency-Key` header (issue 28), read as the field `idempotency_key`: the same key is
 * the same refund, however often it is sent. A uuid per refund the operator means to make.
 */
export const refundKeySchema = z.strictObject({
  idempotency_key: z.string().refine((key) => /^[A-Za-z0-9_.:-]{8,100}$/.test(key), rule('idempotency_key')),
});

export interface InvoiceLineView {
  label: string;
  params: Record<string, string | number>;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
}

export interface InvoiceView {
  id: string;
  purpose: string;
  state: 'open' | 'paid' | 'cancelled' | 'expired';
  currency: Currency;
  lines: InvoiceLineView[];
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  discount_code: string | null;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  wallet_balance_cents: number;
  payable_by_wallet: boolean;
  /** Whether a discount code may apply to it (the bill shows the code field only then). */
  discountable: boolean;
  /** Where a paid invoice leads (locale-free, our own page). */
  paid_path: string;
  /** The page of what it pays for (a class's bill page), or null. */
  return_path: string | null;
  /** Why a cancelled or expired invoice closed (e.g. `invoice_basis_changed`), or null. */
  closed_reason: string | null;
  /** The last payment attempt's state, when there is one. */
  payment: { state: string; card_cents: number; wallet_cents: number } | null;
  history: { event: string; at: string }[];
}

export interface TransactionView {
  id: number;
  type: TransactionType;
  /** Signed, as it moved the payer's money: a payment is negative. */
  amount_cents: number;
  /** Of it, what went through the wallet (signed). */
  wallet_cents: number;
  invoice: string | null;
  created_at: string;
}

export interface TransactionPage {
  items: TransactionView[];
  page: number;
  pages: number;
  total: number;
}

export interface WalletView {
  balance_cents: number;
  currency: Currency;
  recent: TransactionView[];
}

export interface DiscountView {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_amount_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  purposes: string[];
  /** Paid invoices it took off. */
  used: number;
  uses_left: number;
  state: 'unused' | 'used' | 'expired';
}

/** The top-up form: euros as typed (in any digits, lib/schemas/numbers.ts), sent as cents. */
export const topUpForm = z.strictObject({
  amount_eur: numberField(
    z
      .number()
      .min(TOP_UP_LIMITS.minCents / 100)
      .max(TOP_UP_LIMITS.maxCents / 100)
      .refine(wholeCents, rule('cents')),
  ).transform((euros) => Math.round(euros * 100)),
});

/** The console's money section (issue 34): invoices found by public id, payer, state and purpose. */
export const INVOICE_STATE_FILTERS = ['open', 'paid', 'cancelled', 'expired'] as const;
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
export const operatorInvoicesQuerySchema = z.strictObject({
  /** A public id (uuid), the payer's mobile as people type it, or any part of their name. */
  q: z.preprocess(blankIsAbsent, z.string().trim().max(100).refine(storableText, rule('no_control_characters')).optional()),
  state: z.preprocess(blankIsAbsent, z.enum(INVOICE_STATE_FILTERS).optional()),
  purpose: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^[a-z_]{3,40}$/)
      .optional(),
  ),
  page: queryIntOr(1, 1000, 1),
});
export type OperatorInvoiceFilters = z.output<typeof operatorInvoicesQuerySchema>;

export interface OperatorInvoiceSummary {
  id: string;
  purpose: string;
  state: InvoiceView['state'];
  total_cents: number;
  payer: { id: number; full_name: string | null; mobile: string };
  created_at: string;
  paid_at: string | null;
  refunded_cents: number;
}

export interface OperatorInvoicePage extends ListPage {
  invoices: OperatorInvoiceSummary[];
  /** Every purpose an invoice has had (the filter's choices). */
  purposes: string[];
}

export interface OperatorLedgerEntry {
  /** The account's key: `wallet:<user>`, `system:sales`, `class:<id>`… */
  account: string;
  /** Signed: positive credits the account, negative debits it. */
  amount_cents: number;
}

export interface OperatorLedgerTransaction {
  id: number;
  kind: string;
  amount_cents: number;
  /** A refund: the payment it returns money of. */
  refund_of: number | null;
  /** A refund's destination and reason. */
  to: 'wallet' | 'card' | null;
  reason: string | null;
  created_at: string;
  entries: OperatorLedgerEntry[];
}

export interface OperatorInvoiceDetail extends OperatorInvoiceSummary {
  currency: Currency;
  lines: InvoiceLineView[];
  subtotal_cents: number;
  discount_cents: number;
  discount_code: string | null;
  expires_at: string;
  attempts: {
    id: number;
    gateway: string;
    reference: string | null;
    state: string;
    card_cents: number;
    wallet_cents: number;
    created_at: string;
    settled_at: string | null;
    last_error: string | null;
  }[];
  events: { event: string; actor_id: number | null; data: unknown; at: string }[];
  transactions: OperatorLedgerTransaction[];
  /** What the refund form may still do: null when the invoice has no payment to refund. */
  refund: { paid_cents: number; card_cents: number; refunded_cents: number; refunded_to_card_cents: number; refundable_cents: number } | null;
}

/** The console's refund form: euros as typed, where to, and why (the reason is required there). */
export const refundForm = z.strictObject({
  amount_eur: numberField(z.number().min(0.01).max(100_000).refine(wholeCents, rule('cents'))).transform((euros) => Math.round(euros * 100)),
  to: z.enum(['wallet', 'card']),
  reason: z.string().trim().min(3).max(500).refine(storableText, rule('no_control_characters')),
});
