import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AddressDetails, WeeklyHourValue } from '@/lib/schemas/tutor-requests';
import { courses } from './courses';
import { invoices } from './payments';
import { tutorRequests } from './tutor-requests';
import { tutors } from './tutors';
import { users } from './users';

/**
 * A class: one student (the request's owner) with one tutor, made when the request's prepayment is
 * paid. Its price per session is frozen at the choice; its weekly times are wall-clock times in
 * `time_zone` (the zone they were agreed in).
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => tutorRequests.id, { onDelete: 'restrict' }),
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'restrict' }),
    courseId: integer('course_id').references(() => courses.id),
    /** 'online' | 'in_person' */
    teachingMode: varchar('teaching_mode', { length: 16 }).notNull(),
    address: jsonb('address').$type<AddressDetails>(),
    sessionMinutes: smallint('session_minutes').notNull(),
    /** The price of one session, frozen when the tutor was chosen. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    /** The IANA zone the weekly times were agreed in (the student's, from the request). */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** The agreed weekly session starts, wall-clock in time_zone ({weekday, start_minute, end_minute}). */
    weeklyTimes: jsonb('weekly_times').$type<WeeklyHourValue[]>().notNull(),
    /** 'active' | 'ended' */
    state: varchar('state', { length: 16 }).notNull().default('active'),
    /** Unguessable lesson-room name part (Jitsi), 32+ random url-safe chars. */
    roomKey: varchar('room_key', { length: 64 }).notNull(),
    prepaymentInvoiceId: integer('prepayment_invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One class per request: a replayed payment callback cannot make a second.
    uniqueIndex('classes_request_idx').on(t.requestId),
    index('classes_student_idx').on(t.studentUserId, t.createdAt.desc()),
    index('classes_tutor_idx').on(t.tutorId),
    check('classes_mode_check', sql`${t.teachingMode} in ('online','in_person')`),
    check('classes_state_check', sql`${t.state} in ('active','ended')`),
  ],
);

export const SESSION_STATES = ['scheduled', 'held', 'confirmed', 'disputed', 'student_absent', 'tutor_absent', 'cancelled'] as const;

/**
 * One lesson. Stored in UTC (`starts_at`/`ends_at`) with the IANA zone it was agreed in. The
 * double-booking guard is an exclusion constraint in the migration (no two live sessions of one
 * tutor overlap):
 *   alter table class_sessions add constraint class_sessions_no_overlap exclude using gist
 *     (int4range(tutor_id, tutor_id, '[]') with &&, tstzrange(starts_at, ends_at) with &&)
 *     where (state <> 'cancelled');
 * (range operators only: no btree_gist extension needed, so PGlite runs it too.)
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** Copied from the class for the overlap constraint and the tutor's week query. */
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('scheduled'),
    /** Bumped by every transition: a compare-and-swap guard. */
    version: integer('version').notNull().default(0),
    /** Does the student pay for it (held, confirmed, student absent, late cancellation)? Set with the ledger entry. */
    charged: boolean('charged').notNull().default(false),
    /** 'student' | 'tutor' | 'operator' | 'system' for cancellations and absences. */
    cancelledBy: varchar('cancelled_by', { length: 16 }),
    /** 'free' | 'late' | 'tutor' — which rule a cancellation fell under. */
    cancelRule: varchar('cancel_rule', { length: 16 }),
    reason: text('reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** After held/student_absent: the student may dispute until then; afterwards it counts as confirmed. */
    disputeUntil: timestamp('dispute_until', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_sessions_class_idx').on(t.classId, t.startsAt),
    index('class_sessions_tutor_idx').on(t.tutorId, t.startsAt),
    index('class_sessions_dispute_due_idx')
      .on(t.disputeUntil)
      .where(sql`state in ('held','student_absent')`),
    check('class_sessions_state_check', sql`${t.state} in ('scheduled','held','confirmed','disputed','student_absent','tutor_absent','cancelled')`),
    check('class_sessions_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A proposal to move one session: the other side accepts or declines; one pending per session. */
export const sessionReschedules = pgTable(
  'session_reschedules',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    /** 'student' | 'tutor' */
    proposedBy: varchar('proposed_by', { length: 16 }).notNull(),
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The proposer's zone, for showing the proposal as they wrote it. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired' */
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_reschedules_pending_idx')
      .on(t.sessionId)
      .where(sql`state = 'pending'`),
    check('session_reschedules_state_check', sql`${t.state} in ('pending','accepted','declined','withdrawn','expired')`),
  ],
);

/** Every session change (append-only): who, when, from, to, why; the operator console reads it. */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 32 }).notNull(),
    fromState: varchar('from_state', { length: 16 }),
    toState: varchar('to_state', { length: 16 }),
    actor: varchar('actor', { length: 16 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_events_session_idx').on(t.sessionId, t.id)],
);

/** A private, revocable calendar feed address per user (`/api/www/v1/calendar/{token}.ics`): only the token's hash is stored. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash), index('calendar_feeds_user_idx').on(t.userId)],
);
