import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tutors } from './tutors';
import { users } from './users';

/**
 * A person's application to teach (the start-teaching flow): one per account. `steps` holds each
 * finished step's validated data under its step name (lib/schemas/tutor-applications.ts);
 * `state` follows docs/decisions.md "Becoming a tutor": in_progress → submitted → in_review →
 * changes_requested (back to in_progress editing) | approved | rejected.
 */
export const tutorApplications = pgTable('tutor_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: varchar('state', { length: 24 }).notNull().default('in_progress'),
  steps: jsonb('steps').$type<Record<string, unknown>>().notNull().default({}),
  /** What to change (changes_requested) or why not (rejected), as the reviewer wrote it. */
  reviewNote: text('review_note'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The public profile made on approval. */
  tutorId: integer('tutor_id').references(() => tutors.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of an application's state, with its date: the tracking page's timeline. */
export const tutorApplicationEvents = pgTable(
  'tutor_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => tutorApplications.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 24 }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tutor_application_events_app_idx').on(t.applicationId, t.at)],
);

/** A signature of one version of the tutor agreement: typed full name, time and client address. */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 32 }).notNull(),
    fullName: text('full_name').notNull(),
    clientIp: varchar('client_ip', { length: 64 }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_signatures_user_version_idx').on(t.userId, t.version)],
);
