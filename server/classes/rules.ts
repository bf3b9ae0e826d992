import type { SessionActor, SessionState } from './index';

/**
 * The class session's one state machine and every rule about time and money (docs/decisions.md
 * "Classes (issue 30)"). Pure: the clock comes in as `now`, so the boundaries are tested on fixed
 * clocks (rules.test.ts). Services apply a transition only through `applySessionTransition`
 * (sessions.ts), which refuses anything this module does not allow with a 409.
 */
export const CLASS_RULES = {
  /** A student's cancellation is free until this long before the start, charged after (italki's 24 h). */
  cancelCutoffHours: 24,
  /** After a session is marked held or student-absent, the student may dispute it this long; then it counts as confirmed. */
  disputeWindowHours: 48,
  /** The lesson room opens this long before the start and closes at the end. */
  roomOpensMinutesBefore: 10,
  /** Sessions are scheduled this far ahead; a job keeps the horizon moving. */
  horizonDays: 28,
  /** A new time must be at least this far ahead when it is proposed and when it is accepted. */
  rescheduleNoticeMinutes: 60,
  /** The student may report the tutor absent from the start until this long after the end. */
  tutorAbsentReportHours: 48,
} as const;

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface SessionTiming {
  state: SessionState | string;
  startsAt: Date;
  endsAt: Date;
  disputeUntil: Date | null;
}

export interface TransitionRule {
  from: readonly SessionState[];
  to: SessionState;
  actors: readonly SessionActor[];
  /** When the transition may happen (besides the state). */
  when: (session: SessionTiming, now: Date) => boolean;
  /** What happens to money: the student pays for the session, gets its share back, or an earlier charge is undone. */
  money: 'charge' | 'tutor_fault' | 'undo_charge_tutor_fault' | 'none';
}

const started = (s: SessionTiming, now: Date) => now.getTime() >= s.startsAt.getTime();
const notStarted = (s: SessionTiming, now: Date) => now.getTime() < s.startsAt.getTime();
const inDisputeWindow = (s: SessionTiming, now: Date) => s.disputeUntil !== null && now.getTime() < s.disputeUntil.getTime();

export const SESSION_TRANSITIONS = {
  /** The tutor says the lesson took place (only once it has started): the student pays for it and may dispute. */
  mark_held: { from: ['scheduled'], to: 'held', actors: ['tutor'], when: started, money: 'charge' },
  /** The tutor came, the student did not: charged like a held lesson, and disputable too. */
  mark_student_absent: { from: ['scheduled'], to: 'student_absent', actors: ['tutor'], when: started, money: 'charge' },
  /** The student agrees it was held (or that they missed it). */
  confirm: { from: ['held', 'student_absent'], to: 'confirmed', actors: ['student'], when: () => true, money: 'none' },
  /** The student says it did not happen as marked, within the window: an operator decides. */
  dispute: { from: ['held', 'student_absent'], to: 'disputed', actors: ['student'], when: inDisputeWindow, money: 'none' },
  /** Nobody disputed within the window: it counts as confirmed (the sweep job). */
  auto_confirm: { from: ['held', 'student_absent'], to: 'confirmed', actors: ['system'], when: (s, now) => !inDisputeWindow(s, now), money: 'none' },
  /** The student says the tutor never came: not charged, the prepaid share goes back to the wallet, counted against the tutor. */
  report_tutor_absent: {
    from: ['scheduled'],
    to: 'tutor_absent',
    actors: ['student'],
    when: (s, now) => started(s, now) && now.getTime() < s.endsAt.getTime() + CLASS_RULES.tutorAbsentReportHours * HOUR,
    money: 'tutor_fault',
  },
  /** The student cancels before the start: free until the cutoff, charged after (cancel_rule says which). */
  cancel_by_student: { from: ['scheduled'], to: 'cancelled', actors: ['student'], when: notStarted, money: 'none' },
  /** The tutor cancels before the start: never charged, the prepaid share back to the wallet, counted against the tutor. */
  cancel_by_tutor: { from: ['scheduled'], to: 'cancelled', actors: ['tutor'], when: notStarted, money: 'tutor_fault' },
  /** An operator settles a dispute for the tutor: the lesson was held. */
  resolve_held: { from: ['disputed'], to: 'confirmed', actors: ['operator'], when: () => true, money: 'none' },
  /** An operator settles a dispute for the student: the tutor was absent; the charge is undone and the share refunded. */
  resolve_tutor_absent: { from: ['disputed'], to: 'tutor_absent', actors: ['operator'], when: () => true, money: 'undo_charge_tutor_fault' },
} as const satisfies Record<string, TransitionRule>;

export type SessionTransitionName = keyof typeof SESSION_TRANSITIONS;

export function canApply(name: SessionTransitionName, session: SessionTiming, actor: SessionActor, now: Date): boolean {
  const rule: TransitionRule = SESSION_TRANSITIONS[name];
  return rule.from.includes(session.state as SessionState) && rule.actors.includes(actor) && rule.when(session, now);
}

/** The transitions `actor` may make now (the buttons a page shows; the server checks again). */
export function allowedSessionTransitions(session: SessionTiming, actor: SessionActor, now: Date): SessionTransitionName[] {
  return (Object.keys(SESSION_TRANSITIONS) as SessionTransitionName[]).filter((name) => canApply(name, session, actor, now));
}

/** Which rule a cancellation falls under now: the student's is free up to (and at) the cutoff, late after it; the tutor's is the tutor's. */
export function cancellationRule(startsAt: Date, by: 'student' | 'tutor', now: Date): 'free' | 'late' | 'tutor' {
  if (by === 'tutor') return 'tutor';
  return now.getTime() <= startsAt.getTime() - CLASS_RULES.cancelCutoffHours * HOUR ? 'free' : 'late';
}

/** Until when a session marked now may be disputed. */
export function disputeDeadline(now: Date): Date {
  return new Date(now.getTime() + CLASS_RULES.disputeWindowHours * HOUR);
}

/** Whether the lesson room is open: from 10 minutes before the start until the end. */
export function roomOpen(session: Pick<SessionTiming, 'startsAt' | 'endsAt' | 'state'>, now: Date): boolean {
  if (session.state === 'cancelled' || session.state === 'tutor_absent') return false;
  const t = now.getTime();
  return t >= session.startsAt.getTime() - CLASS_RULES.roomOpensMinutesBefore * MINUTE && t < session.endsAt.getTime();
}

/** A new time for a session must be far enough ahead. */
export function rescheduleTimeOk(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() >= now.getTime() + CLASS_RULES.rescheduleNoticeMinutes * MINUTE;
}

/** The end of the scheduling horizon seen from `now`. */
export function horizonEnd(now: Date): Date {
  return new Date(now.getTime() + CLASS_RULES.horizonDays * 24 * HOUR);
}
