import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities } from './geo';
import { courses } from './courses';
import { users } from './users';

export const tutors = pgTable(
  'tutors',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 80 }).notNull().unique(),
    fullName: text('full_name').notNull(),
    fullNameEn: text('full_name_en').notNull(),
    gender: varchar('gender', { length: 8 }).notNull(), // 'MALE' | 'FEMALE'
    bio: text('bio').notNull(),
    /** Average of reviews, 0.0–5.0 */
    stars: numeric('stars', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    classesCount: integer('classes_count').notNull().default(0),
    experienceYears: integer('experience_years').notNull().default(0),
    /** Hourly price in euro cents */
    priceCents: integer('price_cents').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    teachesOnline: boolean('teaches_online').notNull().default(true),
    teachesOffline: boolean('teaches_offline').notNull().default(false),
    avatarUrl: text('avatar_url'),
    introVideoUrl: text('intro_video_url'),
    /** A live tutor's new photo or video waits here for the operator's review; the public one stays meanwhile. */
    pendingAvatarUrl: text('pending_avatar_url'),
    pendingIntroVideoUrl: text('pending_intro_video_url'),
    mediaSubmittedAt: timestamp('media_submitted_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** The account that teaches as this tutor (holds the `teacher` role); null for listed-only tutors. */
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bayesian average of stars (docs/decisions.md "Tutor ranking"), kept by the database. */
    ratingScore: numeric('rating_score', { precision: 4, scale: 3, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`round((stars * reviews_count + 3.5 * 10) / (reviews_count + 10), 3)`),
  },
  // Every list sort has an index that serves `order by ... limit` without scanning the table.
  (t) => [
    index('tutors_city_idx').on(t.cityId),
    index('tutors_price_idx').on(t.priceCents, t.id),
    index('tutors_stars_idx').on(t.stars.desc(), t.reviewsCount.desc(), t.id),
    index('tutors_rating_idx').on(t.ratingScore.desc(), t.classesCount.desc(), t.id),
    index('tutors_classes_idx').on(t.classesCount.desc(), t.id),
    index('tutors_media_review_idx')
      .on(t.mediaSubmittedAt)
      .where(sql`media_submitted_at is not null`),
    index('tutors_new_idx')
      .on(t.id)
      .where(sql`reviews_count < 3`),
    // The console counts active tutors on its first screen: from this index alone, not the table (issue 35).
    index('tutors_active_idx')
      .on(t.id)
      .where(sql`is_active`),
    index('tutors_name_prefix_idx').on(t.fullName.op('text_pattern_ops')),
    index('tutors_name_en_prefix_idx').using('btree', sql`lower(${t.fullNameEn}) text_pattern_ops`),
  ],
);

export const tutorCourses = pgTable(
  'tutor_courses',
  {
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    // Copies of the tutor's list keys, kept by the database (migration 0027: a trigger on tutors
    // copies them on every change, and one on tutor_courses fills them on insert), so one course's
    // list is an index range here rather than every tutor of the course read and sorted
    // (docs/decisions.md "At 100,000 tutors"). Never written by the application.
    isActive: boolean('is_active').notNull().default(true),
    priceCents: integer('price_cents').notNull().default(0),
    stars: numeric('stars', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    classesCount: integer('classes_count').notNull().default(0),
    ratingScore: numeric('rating_score', { precision: 4, scale: 3, mode: 'number' }).notNull().default(0),
    cityId: integer('city_id'),
    teachesOnline: boolean('teaches_online').notNull().default(true),
    teachesOffline: boolean('teaches_offline').notNull().default(false),
    gender: varchar('gender', { length: 8 }).notNull().default(''),
  },
  // The tutors' sort indexes again, each within a course and over active tutors only.
  (t) => [
    primaryKey({ columns: [t.tutorId, t.courseId] }),
    index('tutor_courses_course_idx').on(t.courseId),
    index('tutor_courses_rating_idx')
      .on(t.courseId, t.ratingScore.desc(), t.classesCount.desc(), t.tutorId)
      .where(sql`is_active`),
    index('tutor_courses_price_idx')
      .on(t.courseId, t.priceCents, t.tutorId)
      .where(sql`is_active`),
    index('tutor_courses_stars_idx')
      .on(t.courseId, t.stars.desc(), t.reviewsCount.desc(), t.tutorId)
      .where(sql`is_active`),
    index('tutor_courses_classes_idx')
      .on(t.courseId, t.classesCount.desc(), t.tutorId)
      .where(sql`is_active`),
    index('tutor_courses_city_price_idx')
      .on(t.courseId, t.cityId, t.priceCents)
      .where(sql`is_active`),
  ],
);
