import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tutors } from './tutors';
import { uploads } from './uploads';
import { users } from './users';

/**
 * One thread per pair of people: a student account and a tutor (issue 32). Each side's read mark is
 * the id of the last message it has seen; `blocked_by` names the side that blocked the other (no
 * one writes until it unblocks); `*_notified_at` is when that side was last told by SMS/e-mail.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    studentReadId: integer('student_read_id').notNull().default(0),
    tutorReadId: integer('tutor_read_id').notNull().default(0),
    studentNotifiedAt: timestamp('student_notified_at', { withTimezone: true }),
    tutorNotifiedAt: timestamp('tutor_notified_at', { withTimezone: true }),
    blockedBy: varchar('blocked_by', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.studentId, t.tutorId),
    index('conversations_tutor_idx').on(t.tutorId, t.lastMessageAt.desc()),
    index('conversations_student_idx').on(t.studentId, t.lastMessageAt.desc()),
    check('conversations_blocked_by_check', sql`${t.blockedBy} is null or ${t.blockedBy} in ('student','tutor')`),
  ],
);

/**
 * A message, its text stored exactly as written. `masked`: written before the pair had a paid class,
 * so every reader but the team sees contact details masked (docs/decisions.md "Conversations").
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: varchar('sender_side', { length: 8 }).notNull(),
    body: text('body').notNull(),
    masked: boolean('masked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    check('conversation_messages_side_check', sql`${t.senderSide} in ('student','tutor')`),
  ],
);

/** Files sent with a message: finished uploads (purpose `conversation`) of its sender, their bytes checked. */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    uploadId: varchar('upload_id', { length: 64 })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] })],
);

/** A message someone in the thread reported to the team: once per message and reporter. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 24 }).notNull(),
    note: text('note'),
    state: varchar('state', { length: 12 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_reports_message_reporter_idx').on(t.messageId, t.reporterId),
    index('conversation_reports_state_idx').on(t.state, t.createdAt),
    check('conversation_reports_state_check', sql`${t.state} in ('open','closed')`),
  ],
);
