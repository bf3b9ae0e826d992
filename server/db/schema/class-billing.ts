import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { invoices } from './payments';
import { users } from './users';

/**
 * Class billing (issue 30): what a student buys for a class — a bill for what the class owes, a
 * deposit of N sessions ahead, or a discount pack. A row is the subject of its invoice (the purposes
 * `class_bill`, `class_deposit`, `class_pack`); its money is the ledger's (the class account), never a
 * figure kept here: the row keeps only what the purchase was and, for a pack, its validity and how it
 * ended. docs/decisions.md "Class bills, deposits and packs".
 */
export const classPurchases = pgTable(
  'class_purchases',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 'bill' | 'deposit' | 'pack' */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Sessions bought (a deposit or a pack); null for a bill, whose amount is what the class owes when it is paid. */
    sessions: integer('sessions'),
    /** The class's price of a session when the purchase was made. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** A pack's discount in percent; 0 otherwise. */
    percent: smallint('percent').notNull().default(0),
    /** The invoice that paid it, once paid (set in the paying transaction). */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A pack: valid until then (exclusive), from its payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A pack: when the expiry job returned its unused money, and how much left the class. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnedCents: integer('returned_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_purchases_class_idx').on(t.classId, t.id),
    index('class_purchases_pack_due_idx')
      .on(t.expiresAt)
      .where(sql`kind = 'pack' and paid_at is not null and settled_at is null`),
    check('class_purchases_kind_check', sql`${t.kind} in ('bill', 'deposit', 'pack')`),
    check('class_purchases_sessions_check', sql`(${t.kind} = 'bill') = (${t.sessions} is null) and (${t.sessions} is null or ${t.sessions} between 1 and 100)`),
    check('class_purchases_percent_check', sql`${t.percent} between 0 and 50 and (${t.kind} = 'pack' or ${t.percent} = 0)`),
    check('class_purchases_price_check', sql`${t.unitPriceCents} > 0`),
    check('class_purchases_pack_expiry_check', sql`(${t.kind} = 'pack' and ${t.paidAt} is not null) = (${t.expiresAt} is not null)`),
  ],
);
