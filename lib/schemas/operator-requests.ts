import { z } from '@/lib/schemas/zod';
import { MAX_RECORD_ID } from './ids';
import { wholeNumberField } from './numbers';
import { queryIntOr } from './query-values';
import { rule } from './error-map';
import { storableText } from './text';
import { type OfferState, REQUEST_STATES, type RequestState } from './tutor-requests';
import type { ListPage } from './list-page';

/**
 * The console's "Requests and matching" (issue 34): the list's filters, the actions' bodies and
 * what the API answers. A request is stalled when it still waits for a tutor's yes 24 hours after
 * it was sent (docs/decisions.md "The operator console: requests and matching").
 */
export const STALLED_AFTER_HOURS = 24;

/** The list's state filter: one state, or every sent request (`all`, the default; drafts only when asked). */
export const OPERATOR_REQUEST_FILTERS = ['all', ...REQUEST_STATES] as const;
export type OperatorRequestFilter = (typeof OPERATOR_REQUEST_FILTERS)[number];

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const operatorRequestsQuerySchema = z.strictObject({
  state: z.preprocess(emptyIsAbsent, z.enum(OPERATOR_REQUEST_FILTERS).default('all')),
  stalled: z.preprocess(emptyIsAbsent, z.enum(['1']).optional()),
  page: queryIntOr(1, 1000, 1),
});
export type OperatorRequestsFilters = z.output<typeof operatorRequestsQuerySchema>;

const reason = z.string().trim().min(3).max(500).refine(storableText, rule('no_control_characters'));
const tutorId = wholeNumberField(1, MAX_RECORD_ID);

/** Send an offer by hand: to this tutor; why (optional: the automatic path has none). */
export const manualOfferBody = z.strictObject({
  tutor_id: tutorId,
  reason: z.preprocess(emptyIsAbsent, reason.optional()),
});
/** Assign a tutor who agreed (the reason says how the operator knows). */
export const assignTutorBody = z.strictObject({ tutor_id: tutorId, reason });
/** Ask other tutors; `version` is the request as the operator saw it (a second click of the same button changes nothing). */
export const operatorReassignBody = z.strictObject({ reason, version: wholeNumberField(0, MAX_RECORD_ID) });

export interface OperatorRequestRow {
  id: number;
  state: RequestState;
  student: { id: number; full_name: string | null; mobile: string };
  course: string | null;
  created_at: string;
  submitted_at: string | null;
  /** Whole hours since it was sent (since it was made, for a draft), by the server's clock. */
  age_hours: number;
  offers: number;
  accepted: number;
  stalled: boolean;
}

export interface OperatorRequestPage extends ListPage {
  requests: OperatorRequestRow[];
}

export interface OperatorOfferRow {
  offer_id: number;
  tutor_id: number;
  tutor_name: string;
  username: string;
  state: OfferState;
  rank: number;
  score: number;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  decline_reason: string | null;
}

export interface OperatorCandidate {
  tutor_id: number;
  tutor_name: string;
  username: string;
  score: number;
  overlap_minutes: number;
  price_cents: number;
}

/** A tutor who could be asked or assigned though matching leaves them out (their hours do not meet the student's). */
export interface OperatorOtherTutor {
  tutor_id: number;
  tutor_name: string;
  username: string;
  price_cents: number;
}

export type OperatorRequestAction = 'offer' | 'assign' | 'reassign';

export interface OperatorRequestDetail extends OperatorRequestRow {
  version: number;
  level: string | null;
  teaching_mode: 'online' | 'in_person' | null;
  city: string | null;
  budget: { min_cents: number; max_cents: number } | null;
  sessions_per_week: number | null;
  session_minutes: number | null;
  time_zone: string | null;
  offer_list: OperatorOfferRow[];
  candidates: OperatorCandidate[];
  other_tutors: OperatorOtherTutor[];
  transitions: { transition: string; from: RequestState; to: RequestState; actor: string; reason: string | null; at: string }[];
  /** What the console may do now. */
  actions: OperatorRequestAction[];
}

/** An action's answer: the request as it now stands, and whether this call changed it (false: a repeat). */
export interface OperatorRequestActionResult {
  request: OperatorRequestDetail;
  changed: boolean;
}
