import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { classSessions } from './classes';

/**
 * One row per reminder sent (issue 30): the sweep inserts (session, kind, starts_at) before
 * sending, so a reminder goes once across servers, and a moved session (a new starts_at) gets its own.
 */
export const classRemindersSent = pgTable(
  'class_reminders_sent',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    /** '24h' | '1h' */
    kind: varchar('kind', { length: 8 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once both sides were told (a claimed row without it is finished by the next sweep). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('class_reminders_sent_idx').on(t.sessionId, t.kind, t.startsAt)],
);
