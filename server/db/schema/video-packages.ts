import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { invoices } from './payments';
import { tutors } from './tutors';
import { uploads } from './uploads';
import { users } from './users';

/**
 * A tutor's recorded course (issue 33, "Tutor video packages"): ordered video sessions sold as one
 * package for a price in EUR. Only `published` packages are shown to anyone but their tutor.
 */
export const videoPackages = pgTable(
  'video_packages',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** draft (only its tutor sees it) or published. */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('video_packages_tutor_idx').on(t.tutorId),
    index('video_packages_course_idx').on(t.courseId, t.status),
    check('video_packages_price_check', sql`${t.priceCents} > 0`),
    check('video_packages_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * One video of a package, in its order. Its file is a tutor's finished upload, or one of the demo
 * clips the seed ships (server/video-packages/demo-clips). A preview session streams for anyone.
 */
export const videoPackageSessions = pgTable(
  'video_package_sessions',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => videoPackages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    isPreview: boolean('is_preview').notNull().default(false),
    videoUploadId: varchar('video_upload_id', { length: 64 }).references(() => uploads.id, { onDelete: 'restrict' }),
    posterUploadId: varchar('poster_upload_id', { length: 64 }).references(() => uploads.id, { onDelete: 'set null' }),
    demoClip: varchar('demo_clip', { length: 64 }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_package_sessions_position_idx').on(t.packageId, t.position),
    check('video_package_sessions_file_check', sql`(${t.videoUploadId} is null) <> (${t.demoClip} is null)`),
  ],
);

/** Who owns a package: made once, by the paid invoice (or the seed, without one). */
export const videoPackageOwners = pgTable(
  'video_package_owners',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => videoPackages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.userId] }), index('video_package_owners_user_idx').on(t.userId)],
);

/** Where a person stopped in a session (whole seconds) and whether they watched it: one row per person, on every device. */
export const videoWatchProgress = pgTable(
  'video_watch_progress',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => videoPackageSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    watched: boolean('watched').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('video_watch_progress_user_idx').on(t.userId)],
);
