import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every message `notify` sent or decided not to send. The unique (user, event, channel) key is
 * what makes a replayed event (a retried job, a double click) send nothing the second time.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    template: varchar('template', { length: 80 }).notNull(),
    /** What happened, unique per user: e.g. `tutor-request:42:offer:7`. */
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    recipient: varchar('recipient', { length: 120 }).notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    body: text('body').notNull(),
    /** 'sent' | 'failed' */
    status: varchar('status', { length: 16 }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notifications_event_idx').on(t.userId, t.eventKey, t.channel), index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);
