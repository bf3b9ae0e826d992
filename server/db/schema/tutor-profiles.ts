import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { tutors } from './tutors';
import { users } from './users';

/** A class survey's answers: each named aspect rated 1–5 (lib/schemas/reviews.ts REVIEW_ASPECTS). */
export type ReviewAspects = Record<string, number>;

/** Usernames a tutor used before; profile links with them answer 301 to the current one. */
export const tutorUsernameHistory = pgTable(
  'tutor_username_history',
  {
    oldUsername: varchar('old_username', { length: 80 }).primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    renamedAt: timestamp('renamed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tutor_username_history_tutor_idx').on(t.tutorId)],
);

/**
 * Students' reviews shown on a profile (the tutor's stars and count are kept on `tutors`, in the
 * same transaction as every row that counts here). The seed's rows are history (no class, no
 * aspects); a class survey adds one per invitation (`class_id`, `survey_round`, unique), which the
 * tutor may answer once and an operator may hide with a reason (then it no longer counts).
 */
export const tutorReviews = pgTable(
  'tutor_reviews',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    stars: integer('stars').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The class whose survey this answers (null for the seed's history). */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** Which invitation of the class: 0 after the first held session, 1 after the 9th, … */
    surveyRound: smallint('survey_round'),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    aspects: jsonb('aspects').$type<ReviewAspects>(),
    /** The tutor's one answer. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Hidden by an operator: off the profile and out of the tutor's stars. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tutor_reviews_tutor_idx').on(t.tutorId, t.createdAt.desc()),
    uniqueIndex('tutor_reviews_survey_idx')
      .on(t.classId, t.surveyRound)
      .where(sql`class_id is not null`),
    check('tutor_reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);
