import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tutors } from './tutors';
import { users } from './users';

/** Where a tutor's payouts go (issue 31): a SEPA IBAN in EUR (checked by its checksum) and the account holder. */
export const payoutMethods = pgTable('payout_methods', {
  tutorId: integer('tutor_id')
    .primaryKey()
    .references(() => tutors.id, { onDelete: 'cascade' }),
  iban: varchar('iban', { length: 34 }).notNull(),
  holderName: varchar('holder_name', { length: 120 }).notNull(),
  /** The tutor's Stripe connected account (`acct_…`), where PAYOUT_RAIL=stripe_connect sends their payouts. */
  stripeAccountId: varchar('stripe_account_id', { length: 64 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A tutor's request to be paid what is available (issue 31): `requested` holds the money
 * (`tutor:<id>` → `tutor_held:<id>`), an operator's batch takes it (`in_batch`), then `paid` sends it
 * out of the ledger or `failed` gives it back to available. One open request per tutor.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    iban: varchar('iban', { length: 34 }).notNull(),
    holderName: varchar('holder_name', { length: 120 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('requested'),
    batchId: varchar('batch_id', { length: 40 }),
    failureReason: text('failure_reason'),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_one_open_idx')
      .on(t.tutorId)
      .where(sql`${t.state} in ('requested', 'in_batch')`),
    index('payouts_state_idx').on(t.state, t.requestedAt),
    check('payouts_state_check', sql`${t.state} in ('requested', 'in_batch', 'paid', 'failed')`),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);
