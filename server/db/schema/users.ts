import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
});

export const userClubs = pgTable(
  'user_clubs',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    level: varchar('level', { length: 16 }).notNull().default('BRONZE'),
  },
  (t) => [index('user_clubs_level_idx').on(t.level)],
);
