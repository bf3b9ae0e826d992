import type { RequestState } from '@/lib/schemas/tutor-requests';

/**
 * The tutor request's one state machine (docs/decisions.md "Requesting a tutor"): every allowed
 * transition with who may make it. Services apply a transition only through `applyTransition`
 * (server/tutor-requests/transitions.ts), which refuses anything not listed here with a 409.
 */
export type Actor = 'student' | 'tutor' | 'system' | 'operator';

export interface TransitionRule {
  from: readonly RequestState[];
  to: RequestState;
  actors: readonly Actor[];
}

const OPEN: readonly RequestState[] = ['draft', 'matching', 'offers_out', 'suggestions_ready', 'awaiting_prepayment'];

export const TRANSITIONS = {
  /** The student sends the finished form: matching begins. */
  submit: { from: ['draft'], to: 'matching', actors: ['student'] },
  /** Matching asked at least one tutor (or an operator sent an offer by hand from the console). */
  offers_sent: { from: ['matching'], to: 'offers_out', actors: ['system', 'operator'] },
  /** Every offer was declined or expired and nobody is left to ask yet: back to matching. */
  offers_exhausted: { from: ['offers_out'], to: 'matching', actors: ['system'] },
  /** A tutor said yes (or an operator assigned one who agreed): the student has a suggestion to choose. */
  tutor_accepted: { from: ['offers_out', 'matching'], to: 'suggestions_ready', actors: ['system', 'operator'] },
  /** The student chose one of the tutors who said yes. */
  choose_tutor: { from: ['suggestions_ready'], to: 'awaiting_prepayment', actors: ['student'] },
  /** The first sessions are paid (the payments issue calls markRequestPrepaid). */
  prepaid: { from: ['awaiting_prepayment'], to: 'prepaid', actors: ['system'] },
  /** The student wants other tutors: offers are released and matching runs again without the tutors tried. */
  reassign: { from: ['offers_out', 'suggestions_ready', 'awaiting_prepayment'], to: 'matching', actors: ['student', 'operator'] },
  /** The student (or support) stops the request; nothing paid yet. */
  cancel: { from: OPEN, to: 'cancelled', actors: ['student', 'operator'] },
} as const satisfies Record<string, TransitionRule>;

export type TransitionName = keyof typeof TRANSITIONS;

export const TERMINAL_STATES: readonly RequestState[] = ['prepaid', 'cancelled'];

export function canTransition(state: RequestState, name: TransitionName, actor: Actor): boolean {
  const rule: TransitionRule = TRANSITIONS[name];
  return rule.from.includes(state) && rule.actors.includes(actor);
}

/** The transitions `actor` may make from `state` (the buttons a page shows). */
export function allowedTransitions(state: RequestState, actor: Actor): TransitionName[] {
  return (Object.keys(TRANSITIONS) as TransitionName[]).filter((name) => canTransition(state, name, actor));
}
