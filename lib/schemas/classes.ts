import { z } from '@/lib/schemas/zod';
import { timeZoneField } from './account';
import { rule } from './error-map';
import { recordId } from './ids';
import { queryIntOr } from './query-values';
import { storableText } from './text';
import type { ListPage } from './list-page';

/** Classes (issue 30): the bodies and params the class API takes. */
export const classIdParam = z.strictObject({ id: recordId });
export const sessionIdParam = z.strictObject({ id: recordId });

const reason = z.string().trim().max(500).refine(storableText, rule('no_control_characters')).optional();

/** The actions a party takes on a session by name (POST /sessions/{id}/{action}). */
export const SESSION_ACTIONS = ['held', 'student-absent', 'confirm', 'dispute', 'tutor-absent', 'cancel'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];
export const sessionActionParams = z.strictObject({ id: recordId, action: z.enum(SESSION_ACTIONS) });
export const sessionActionBody = z.strictObject({ reason });

/** A new time: an instant with its offset, and the zone it was written in. */
export const proposeRescheduleBody = z.strictObject({
  starts_at: z.iso.datetime({ offset: true }),
  time_zone: timeZoneField,
});

export const RESCHEDULE_ANSWERS = ['accept', 'decline', 'withdraw'] as const;
export const rescheduleAnswerParams = z.strictObject({ id: recordId, answer: z.enum(RESCHEDULE_ANSWERS) });

/** The tutor's sessions from `from` (an instant) for `days` days (1–14; the week view asks 7). */
export const tutorSessionsQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }),
  days: z.coerce.number().int().min(1).max(14).default(7),
});

/** An operator settles a dispute: held or the tutor was absent, with the reason both sides are told (issue 34). */
export const resolveDisputeBody = z.strictObject({
  outcome: z.enum(['held', 'tutor_absent']),
  reason: z.string().trim().min(3).max(500).refine(storableText, rule('no_control_characters')),
});

/** What the class API answers (server/classes/views.ts): instants are ISO strings in UTC. */
export interface SessionView {
  id: number;
  class_id: number;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  state: 'scheduled' | 'held' | 'confirmed' | 'disputed' | 'student_absent' | 'tutor_absent' | 'cancelled';
  charged: boolean;
  cancel_rule: 'free' | 'late' | 'tutor' | null;
  cancelled_by: string | null;
  dispute_until: string | null;
  /** What a cancellation by the viewer would be now. */
  cancel_now: 'free' | 'late' | 'tutor' | null;
  actions: string[];
  room_open: boolean;
  proposal: { id: number; starts_at: string; ends_at: string; time_zone: string; proposed_by: 'student' | 'tutor'; mine: boolean } | null;
  /** The team's decision on a dispute of it, with the reason both sides are told (the class page only). */
  decision?: { outcome: 'held' | 'tutor_absent'; reason: string | null; at: string } | null;
}

export interface ClassListItem {
  id: number;
  role: 'student' | 'tutor';
  tutor: { id: number; name: string; slug: string };
  student: { name: string | null };
  course: string | null;
  teaching_mode: 'online' | 'in_person';
  state: 'active' | 'ended';
  next_session: string | null;
  balance_cents: number;
  unit_price_cents: number;
  currency: string;
}

/** How many classes a page of "my classes" holds. */
export const CLASS_PAGE_SIZE = 20;
export const myClassesQuerySchema = z.strictObject({ page: queryIntOr(1, 1000, 1) });

/** One page of the caller's classes (`GET /www/v1/classes`). */
export interface ClassListPage extends ListPage {
  classes: ClassListItem[];
}

export interface ClassDetailView {
  class: {
    id: number;
    teaching_mode: 'online' | 'in_person';
    address: { area?: string; directions?: string } | null;
    session_minutes: number;
    unit_price_cents: number;
    currency: string;
    time_zone: string;
    weekly_times: { weekday: number; start_minute: number; end_minute: number }[];
    state: 'active' | 'ended';
    request_id: number;
  };
  role: 'student' | 'tutor';
  tutor: { id: number; name: string; slug: string | null; avatar_url: string | null };
  student: { name: string | null };
  course: string | null;
  balance_cents: number;
  prepaid_cents: number;
  owed_cents: number;
  prepaid_sessions: number;
  next_session: SessionView | null;
  upcoming: SessionView[];
  past: SessionView[];
  /** A survey round is open for the student (always false for the tutor): the class page links to it. */
  survey_open: boolean;
}

/** What a new time for a session must respect (its proposal's page): the tutor's weekly hours, each in its own zone (none: any time). */
export interface RescheduleWindowView {
  tutor_hours: { weekday: number; start_minute: number; end_minute: number; time_zone: string }[];
  notice_minutes: number;
}

export interface TutorSessionsView {
  from: string;
  to: string;
  sessions: (SessionView & { student: { name: string | null }; teaching_mode: 'online' | 'in_person' })[];
}

export interface OperatorClassReport {
  disputed: { id: number; class_id: number; starts_at: string; time_zone: string; tutor: string; student: string | null; reason: string | null }[];
  tutor_absences: { tutor_id: number; tutor: string; absent: number; cancelled: number }[];
}
