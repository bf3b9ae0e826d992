import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages the built-in delivery keeps instead of sending (dev, tests, CI). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 16 }).notNull(),
    recipient: varchar('recipient', { length: 120 }).notNull(),
    body: text('body').notNull(),
    /** E-mail only: the subject and the HTML part (`body` is the text part). */
    subject: text('subject'),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);
