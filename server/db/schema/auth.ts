import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    authOrigin: varchar('auth_origin', { length: 40 }).notNull(),
    /** Shown in the account's list of signed-in devices (issue 16); truncated, never trusted. */
    userAgent: varchar('user_agent', { length: 200 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The console grant (issue 34): when this session passed the operator's second factor, and its last console use. */
    consoleVerifiedAt: timestamp('console_verified_at', { withTimezone: true }),
    consoleSeenAt: timestamp('console_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent to a mobile number; the code itself is kept only as an HMAC. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    sendMethod: varchar('send_method', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /** Wrong tries against this code from any address; at the limit the code is void (issue 16). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Wrong code or password tries per mobile number and scope (a client address, or `*` for every
 * address), and the lock they lead to; `lockouts` counts recent locks so that they lengthen.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    mobile: varchar('mobile', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    scope: varchar('scope', { length: 64 }).notNull().default('*'),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockouts: integer('lockouts').notNull().default(0),
    lastLockedAt: timestamp('last_locked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.kind, t.scope] })],
);

/** Proof of a recent code login that lets the user set or change a password. */
export const setPasswordGrants = pgTable('set_password_grants', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Single-use sign-in links (sent by SMS) bound to one user and one page of the site. */
export const shortcutLinks = pgTable('shortcut_links', {
  idHash: varchar('id_hash', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetPath: text('target_path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
