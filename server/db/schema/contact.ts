import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages sent through the contact-us form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    subject: varchar('subject', { length: 20 }).notNull(),
    message: text('message').notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
