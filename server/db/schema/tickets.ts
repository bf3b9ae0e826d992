import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { uploads } from './uploads';
import { users } from './users';

/**
 * A conversation between one person and the team (tutor applicants now, student support later):
 * `topic` says which desk it belongs to; only its owner (and staff) may read or add to it.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: varchar('topic', { length: 32 }).notNull(),
    subject: text('subject').notNull(),
    /** open (waits for the team), answered (the team wrote last), closed. */
    state: varchar('state', { length: 16 }).notNull().default('open'),
    /** Student support: payment, class, tutor, technical, other (null on applicants' tickets). */
    category: varchar('category', { length: 16 }),
    /** What the ticket is about, one of the owner's own: an invoice (its public uuid), a class or a tutor request (its id). */
    linkKind: varchar('link_kind', { length: 16 }),
    linkRef: varchar('link_ref', { length: 64 }),
    /** The last message the owner has read (message ids only grow): a team answer after it is unread. */
    ownerReadMessageId: integer('owner_read_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_owner_idx').on(t.ownerId, t.updatedAt)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by the team (an operator), not by the ticket's owner. */
    fromStaff: boolean('from_staff').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

/** Files sent with a message: finished tus uploads of the message's author. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    uploadId: varchar('upload_id', { length: 64 })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] })],
);
