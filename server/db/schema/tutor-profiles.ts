import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tutors } from './tutors';

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

/** Students' reviews shown on a profile (the tutor's stars and count are kept on `tutors`). */
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
  },
  (t) => [index('tutor_reviews_tutor_idx').on(t.tutorId, t.createdAt.desc())],
);
