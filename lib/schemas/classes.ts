import { z } from '@/lib/schemas/zod';
import { timeZoneField } from './account';
import { rule } from './error-map';
import { recordId } from './ids';
import { storableText } from './text';

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
export const tutorSessionsQuery = z.strictObject({
  from: z.iso.datetime({ offset: true }),
  days: z.coerce.number().int().min(1).max(14).default(7),
});

export const resolveDisputeBody = z.strictObject({ outcome: z.enum(['held', 'tutor_absent']) });
