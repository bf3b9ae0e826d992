import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every operator action, append-only (issue 34): who did what to which record, the record before
 * and after, when and from which address. A trigger (migration) refuses UPDATE and DELETE.
 */
export const operatorAuditEntries = pgTable(
  'operator_audit_entries',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the log outlives accounts and must never be changed by a cascade. */
    actorId: integer('actor_id').notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    recordType: varchar('record_type', { length: 40 }).notNull(),
    recordId: varchar('record_id', { length: 80 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: varchar('ip', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_entries_at_idx').on(t.at),
    index('operator_audit_entries_actor_idx').on(t.actorId, t.at),
    index('operator_audit_entries_record_idx').on(t.recordType, t.recordId),
  ],
);

/**
 * An operator's TOTP second factor (issue 34): the secret encrypted with a key derived from
 * AUTH_SECRET, confirmed once a first code matched; the last accepted time step refuses a replay.
 */
export const operatorSecondFactors = pgTable('operator_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
