import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Payments (issue 18): a double-entry ledger in integer euro cents, invoices, gateway attempts and
 * discount codes. docs/decisions.md "Paying (issue 18)".
 */

/**
 * A ledger account: a user's wallet (`wallet:<userId>`), one of the system's (`system:gateway`,
 * `system:sales`, `system:opening`) or a class's (`class:<classId>`, issue 30). A wallet never goes
 * below zero (checked under its row lock); system and class accounts may (a class below zero: the
 * student owes).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull(),
    /** 'wallet' | 'system' | 'class' */
    kind: varchar('kind', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.key),
    uniqueIndex('ledger_accounts_wallet_idx').on(t.userId),
    check('ledger_accounts_kind_check', sql`${t.kind} in ('wallet', 'system', 'class', 'tutor')`),
    check('ledger_accounts_wallet_owner_check', sql`(${t.kind} = 'wallet') = (${t.userId} is not null)`),
  ],
);

/**
 * One movement of money: its entries sum to zero (a deferred constraint trigger checks it at
 * commit, migration payments_constraints). The idempotency key makes a replay a no-op.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    /** 'top_up' | 'payment' | 'card_payment' | 'refund' | 'bonus' | 'opening_balance' */
    kind: varchar('kind', { length: 24 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    /** Whose money moved (the wallet's or the invoice's owner); null for system-only movements. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** A refund: the payment it returns money of. */
    refundOf: integer('refund_of'),
    /** The amount this transaction moved (the sum of its positive entries). */
    amountCents: integer('amount_cents').notNull(),
    /** What has been refunded of it: never more than it moved. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    memo: jsonb('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_idx').on(t.idempotencyKey),
    index('ledger_transactions_invoice_idx').on(t.invoiceId),
    index('ledger_transactions_user_idx').on(t.userId, t.id.desc()),
    index('ledger_transactions_refund_of_idx').on(t.refundOf),
    check('ledger_transactions_amount_check', sql`${t.amountCents} > 0`),
    check('ledger_transactions_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed: positive credits the account, negative debits it. */
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero_check', sql`${t.amountCents} <> 0`),
  ],
);

export const INVOICE_STATES = ['open', 'paid', 'cancelled', 'expired'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Everything a user pays: a purpose (registered by its feature) and the subject it pays for. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purpose: varchar('purpose', { length: 40 }).notNull(),
    subjectId: varchar('subject_id', { length: 64 }),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    /**
     * What a prepared invoice's amount was computed from, in its purpose's words (a request's
     * prepayment: the choice and the tutor): a payment applies only while the purpose still says the same.
     */
    basis: varchar('basis', { length: 200 }),
    state: varchar('state', { length: 16 }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_public_id_idx').on(t.publicId),
    index('invoices_user_idx').on(t.userId, t.createdAt.desc()),
    index('invoices_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'open'`),
    // One open or paid invoice per payable thing: a subject is a row id in canonical decimal, so `013` is no second name for `13`.
    uniqueIndex('invoices_subject_idx')
      .on(t.purpose, t.subjectId)
      .where(sql`${t.subjectId} is not null and ${t.state} in ('open', 'paid')`),
    check('invoices_subject_canonical_check', sql`${t.subjectId} ~ '^[1-9][0-9]{0,17}$'`),
    check('invoices_state_check', sql`${t.state} in ('open', 'paid', 'cancelled', 'expired')`),
    check(
      'invoices_totals_check',
      sql`${t.subtotalCents} > 0 and ${t.discountCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} and ${t.totalCents} >= 0`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** A message key under PaymentLines (the words are the reader's language). */
    label: varchar('label', { length: 60 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    quantity: integer('quantity').notNull().default(1),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    check('invoice_lines_amount_check', sql`${t.quantity} > 0 and ${t.unitCents} >= 0 and ${t.amountCents} = ${t.quantity} * ${t.unitCents}`),
  ],
);

/** An invoice's history: created, code applied, payment started, paid, expired… (append-only). */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 40 }).notNull(),
    actorId: integer('actor_id'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.id)],
);

/** `credited`: the card was charged but the invoice could no longer take it: the money went to the wallet. */
export const PAYMENT_ATTEMPT_STATES = ['started', 'paid', 'credited', 'declined', 'cancelled', 'unsettled'] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/**
 * One trip to a gateway for the card part of an invoice. The gateway's reference is unique, and an
 * invoice has at most one paid attempt (a partial unique index, migration payments_constraints).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    reference: varchar('reference', { length: 255 }),
    /** Charged on the card. */
    cardCents: integer('card_cents').notNull(),
    /** Taken from the wallet when the card part is paid (wallet first, card for the rest). */
    walletCents: integer('wallet_cents').notNull().default(0),
    state: varchar('state', { length: 16 }).notNull().default('started'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the reconciliation job last asked about it, and what went wrong then (null: nothing). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference_idx').on(t.gateway, t.reference),
    index('payment_attempts_invoice_idx').on(t.invoiceId),
    index('payment_attempts_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('started', 'unsettled')`),
    check('payment_attempts_state_check', sql`${t.state} in ('started', 'paid', 'credited', 'declined', 'cancelled', 'unsettled')`),
    check('payment_attempts_amount_check', sql`${t.cardCents} > 0 and ${t.walletCents} >= 0`),
  ],
);

/** Webhook events already handled (Stripe delivers some twice): inserted in the same transaction. */
export const gatewayEvents = pgTable('gateway_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  gateway: varchar('gateway', { length: 16 }).notNull(),
  type: varchar('type', { length: 80 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in sandbox gateway's own sessions (it stands in for a payment provider's database). */
export const sandboxGatewaySessions = pgTable(
  'sandbox_gateway_sessions',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    /** 'open' | 'paid' | 'declined' | 'cancelled' */
    state: varchar('state', { length: 16 }).notNull().default('open'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_gateway_sessions_refund_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`)],
);

/**
 * A discount code: percent or fixed, a minimum amount, a validity window, total and per-user
 * limits and the purposes it applies to. `usedCount` never passes `maxUses` (a check constraint;
 * the use is taken with one conditional UPDATE, so two users racing for the last use: one wins).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    /** 'percent' | 'fixed' */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Percent (1–100) or cents. */
    value: integer('value').notNull(),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    /** Purposes it applies to; empty: every purpose. */
    purposes: text('purposes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A code given to one user (shown on their discounts page); null: anyone who knows it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`),
    index('discount_codes_user_idx').on(t.userId),
    check('discount_codes_kind_check', sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} > 0)`),
    check('discount_codes_uses_check', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
  ],
);

/** A code's use on an invoice: held while the invoice is open, kept when it is paid, freed otherwise. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_redemptions_invoice_idx').on(t.invoiceId), index('discount_redemptions_code_user_idx').on(t.codeId, t.userId)],
);
