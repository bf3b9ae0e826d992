import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { countries } from './geo';

/** Students, parents and (later) tutors: one account per mobile number (E.164). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobile: varchar('mobile', { length: 20 }).notNull().unique(),
  countryId: integer('country_id').references(() => countries.id),
  fullName: text('full_name'),
  passwordHash: text('password_hash'),
  registeredVia: varchar('registered_via', { length: 40 }).notNull(),
  /** First-touch source and referrer at registration (cookies written by the site). */
  attribution: jsonb('attribution'),
  /** IANA zone for times shown or sent later (detected in the browser at sign-in, changeable). */
  timeZone: varchar('time_zone', { length: 64 }),
  /** The language messages are sent in (the site's language at sign-in, changeable). */
  locale: varchar('locale', { length: 8 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Blocked by the team (issue 34): no session works and no sign-in succeeds while set. */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  blockedReason: text('blocked_reason'),
  /** The block took a live tutor profile off the site; unblocking puts it back (and only then). */
  blockHidProfile: boolean('block_hid_profile').notNull().default(false),
});

/**
 * A user's membership of the loyalty club (issue 31): their referral code and who referred them.
 * Points and the level are never stored here: they are read from the points ledger (`loyalty_points`).
 * The row is also the lock a user's point movements queue on.
 */
export const userClubs = pgTable(
  'user_clubs',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code in the user's referral link (made the first time they open the club). */
    referralCode: varchar('referral_code', { length: 16 }),
    /** Who referred them, read from their first-touch source at registration. */
    referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('user_clubs_referral_code_idx').on(t.referralCode), index('user_clubs_referred_by_idx').on(t.referredByUserId)],
);
