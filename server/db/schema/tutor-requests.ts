import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AddressDetails, ClassInfo, StudentInfo, Supplementary, WeeklyHourValue } from '@/lib/schemas/tutor-requests';
import { cities, provinces } from './geo';
import { courses } from './courses';
import { tutors } from './tutors';
import { users } from './users';

/**
 * A request for a tutor (docs/decisions.md "Requesting a tutor"): its owner, the tutor it was
 * started for or the one chosen, its state (server/tutor-requests/state-machine.ts) and each
 * form step's answers, each validated by that step's zod schema before it is stored.
 */
export const tutorRequests = pgTable(
  'tutor_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Started from a profile or card: that tutor is asked first. After choosing: the chosen tutor. */
    tutorId: integer('tutor_id').references(() => tutors.id, { onDelete: 'set null' }),
    /** 'profile' | 'list' | 'suggestion' (which button started it: the analytics event on submit). */
    origin: varchar('origin', { length: 16 }).notNull(),
    state: varchar('state', { length: 24 }).notNull().default('draft'),
    /** Bumped by every transition: a compare-and-swap guard. */
    version: integer('version').notNull().default(0),
    courseId: integer('course_id').references(() => courses.id),
    /** 'online' | 'in_person' */
    teachingMode: varchar('teaching_mode', { length: 16 }),
    cityId: integer('city_id').references(() => cities.id),
    provinceId: integer('province_id').references(() => provinces.id),
    classInfo: jsonb('class_info').$type<ClassInfo>(),
    studentInfo: jsonb('student_info').$type<StudentInfo>(),
    /** The student's IANA zone; the weekly hours are wall-clock times there. */
    timeZone: varchar('time_zone', { length: 64 }),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHourValue[]>(),
    address: jsonb('address').$type<AddressDetails>(),
    budgetMinCents: integer('budget_min_cents'),
    budgetMaxCents: integer('budget_max_cents'),
    supplementary: jsonb('supplementary').$type<Supplementary>(),
    /** The tutors asked so far are in offers; filters from the list it started on seed the form. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('tutor_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('tutor_requests_state_idx').on(t.state),
    check('tutor_requests_state_check', sql`${t.state} in ('draft','matching','offers_out','suggestions_ready','awaiting_prepayment','prepaid','cancelled')`),
  ],
);

/** Every state change of a request: who, when, from, to (append-only). */
export const tutorRequestTransitions = pgTable(
  'tutor_request_transitions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => tutorRequests.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    transition: varchar('transition', { length: 32 }).notNull(),
    fromState: varchar('from_state', { length: 24 }).notNull(),
    toState: varchar('to_state', { length: 24 }).notNull(),
    /** 'student' | 'tutor' | 'system' | 'operator' */
    actor: varchar('actor', { length: 16 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tutor_request_transitions_seq_idx').on(t.requestId, t.seq)],
);

/** A tutor asked to take a request: answered within 24 hours or it expires and the next is asked. */
export const tutorRequestOffers = pgTable(
  'tutor_request_offers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => tutorRequests.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    /** 'offered' | 'accepted' | 'declined' | 'expired' | 'released' */
    state: varchar('state', { length: 16 }).notNull().default('offered'),
    rank: smallint('rank').notNull(),
    score: integer('score').notNull(),
    /** Minutes of the student's week the tutor's availability covers. */
    overlapMinutes: integer('overlap_minutes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A tutor is asked once per request: reassigning never asks a tutor already tried.
    uniqueIndex('tutor_request_offers_request_tutor_idx').on(t.requestId, t.tutorId),
    index('tutor_request_offers_tutor_idx').on(t.tutorId, t.state),
    index('tutor_request_offers_due_idx')
      .on(t.expiresAt)
      .where(sql`state = 'offered'`),
    check('tutor_request_offers_state_check', sql`${t.state} in ('offered','accepted','declined','expired','released')`),
  ],
);

/**
 * The double-booking guard: one row per half hour of the UTC week a tutor's accepted offer holds.
 * The unique (tutor, slot) index means two accepts of overlapping hours cannot both commit,
 * whatever the application checked before (docs/decisions.md).
 */
export const tutorHourHolds = pgTable(
  'tutor_hour_holds',
  {
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    /** Half hour of the UTC week, 0 (Monday 00:00 UTC) … 335. */
    slot: smallint('slot').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => tutorRequestOffers.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => tutorRequests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('tutor_hour_holds_slot_idx').on(t.tutorId, t.slot),
    index('tutor_hour_holds_offer_idx').on(t.offerId),
    check('tutor_hour_holds_slot_check', sql`${t.slot} between 0 and 335`),
  ],
);
