import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { tutorCourses } from './tutors';

/**
 * One row per tutor and course they teach (a `tutor_courses` row), with the tutor's facts that
 * matching filters and orders by, so that a course's candidates come out of one index best first
 * with a LIMIT (docs/decisions.md "Matching at 100,000 tutors"). Kept in step by the database:
 * triggers on `tutor_courses`, `tutors` and `tutor_request_offers` (migration 0027); the row goes
 * with its `tutor_courses` row. Never written by the application.
 */
export const tutorMatchFacts = pgTable(
  'tutor_match_facts',
  {
    tutorId: integer('tutor_id').notNull(),
    courseId: integer('course_id').notNull(),
    isActive: boolean('is_active').notNull(),
    /** The tutor has an account (someone to answer an offer). */
    hasAccount: boolean('has_account').notNull(),
    teachesOnline: boolean('teaches_online').notNull(),
    teachesOffline: boolean('teaches_offline').notNull(),
    cityId: integer('city_id'),
    priceCents: integer('price_cents').notNull(),
    ratingScore: numeric('rating_score', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    reviewsCount: integer('reviews_count').notNull(),
    /** The tutor was ever offered a request (set on the first offer, never cleared: a deleted offer leaves it, which only loosens the bound). */
    hasOffers: boolean('has_offers').notNull(),
    /**
     * The most the tutor can score for any request (server/tutor-requests/matching.ts): full hours
     * (35), inside the budget (20), the stars, every offer answered (15) or, never offered, the 0.8
     * of too few offers (12), and the new tutor's fair share with no open offers.
     */
    bestScore: smallint('best_score')
      .notNull()
      .generatedAlwaysAs(sql`round(55 + 4 * rating_score + case when reviews_count < 3 then 10 else 0 end + case when has_offers then 15 else 12 end)`),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.courseId] }),
    foreignKey({ columns: [t.tutorId, t.courseId], foreignColumns: [tutorCourses.tutorId, tutorCourses.courseId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('tutor_match_facts_online_idx')
      .on(t.courseId, t.bestScore.desc(), t.tutorId)
      .where(sql`is_active and has_account and teaches_online`),
    // Also the sitemap's probe for a course-in-city landing page (any active tutor, account or not).
    index('tutor_match_facts_in_person_idx')
      .on(t.courseId, t.cityId, t.bestScore.desc(), t.tutorId)
      .where(sql`is_active and teaches_offline`),
  ],
);
