import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The loyalty club's points ledger (issue 31): one signed row per movement, never a counter. A
 * user's points are the sum of their rows; their level counts what they earned in the last year.
 * Kinds: `payment`, `lesson`, `referral` (earned, > 0); `redeemed`, `expired`, `reversed` (< 0).
 * The key makes each movement happen once (a replayed payment or a double click earns or spends once).
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    points: integer('points').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull().unique(),
    memo: jsonb('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_points_user_idx').on(t.userId, t.createdAt),
    check(
      'loyalty_points_sign_check',
      sql`(${t.kind} in ('payment','lesson','referral') and ${t.points} > 0) or (${t.kind} in ('redeemed','expired','reversed') and ${t.points} < 0)`,
    ),
  ],
);
