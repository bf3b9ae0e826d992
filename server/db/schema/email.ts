import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's e-mail address (issue 33): set only once its code is confirmed, so every address
 * here is verified. A new address waits in `email_verification_codes` until then; the old one
 * keeps receiving mail meanwhile.
 */
export const userEmails = pgTable('user_emails', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/** Codes sent to an address a user asked to verify; the code itself is kept only as a peppered hash. */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Wrong tries against this code; at the limit the code is void. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_verification_codes_user_idx').on(t.userId, t.createdAt)],
);
