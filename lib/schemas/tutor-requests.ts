import { z } from '@/lib/schemas/zod';
import { calendarDay } from './dates';
import { recordId } from './ids';
import { numberField, optionalWholeNumberField, wholeNumberField } from './numbers';
import { isValidTimeZone } from '@/lib/i18n/time-zone';
import { rule } from './error-map';
import { queryIntOr } from './query-values';
import { storableText } from './text';
import type { Currency } from '@/lib/currency';
import type { ListPage } from './list-page';

/**
 * The tutor request's shared schemas: one per form step (the body of its save call, and the shape
 * stored for it), the request's states, and the answers the API gives (docs/decisions.md, issue 17).
 */
const text = (max: number) => z.string().trim().max(max).refine(storableText, rule('no_control_characters'));
const optionalText = (max: number) => text(max).optional().default('');
const int = wholeNumberField;

export const TEACHING_MODES = ['online', 'in_person'] as const;
export const GROUP_KINDS = ['one_to_one', 'small_group'] as const;
export const LEARNERS = ['me', 'child', 'other'] as const;
export const GENDER_PREFERENCES = ['any', 'female', 'male'] as const;
export const CONTACT_METHODS = ['sms', 'call', 'whatsapp'] as const;
export const SESSION_LENGTHS = [45, 60, 90, 120] as const;

export const REQUEST_STATES = ['draft', 'matching', 'offers_out', 'suggestions_ready', 'awaiting_prepayment', 'prepaid', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const OFFER_STATES = ['offered', 'accepted', 'declined', 'expired', 'released'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const FORM_STEPS = ['class-info', 'student-info', 'calendar', 'address-details', 'teaching-price', 'supplementary'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

const isoDate = calendarDay;

export const classInfoBody = z.strictObject({
  course_id: int(1, 1_000_000),
  level: text(80).min(2),
  teaching_mode: z.enum(TEACHING_MODES),
  sessions_per_week: int(1, 7),
  session_minutes: numberField(
    z
      .number()
      .int()
      .refine((v) => (SESSION_LENGTHS as readonly number[]).includes(v), rule('session_length')),
  ),
  start_date: isoDate,
  group_kind: z.enum(GROUP_KINDS),
});
export type ClassInfo = z.output<typeof classInfoBody>;

export const studentInfoBody = z.strictObject({
  learner: z.enum(LEARNERS),
  learner_name: optionalText(100),
  age_or_grade: text(60).min(1),
  goals: text(1000).min(10),
  tried_before: optionalText(1000),
});
export type StudentInfo = z.output<typeof studentInfoBody>;

export const weeklyHourValue = z
  .strictObject({
    weekday: int(1, 7),
    start_minute: int(0, 1410).refine((v) => v % 30 === 0, rule('half_hour')),
    end_minute: int(30, 1440).refine((v) => v % 30 === 0, rule('half_hour')),
  })
  .refine((h) => h.end_minute > h.start_minute, { ...rule('hour_range'), path: ['end_minute'] });
export type WeeklyHourValue = z.output<typeof weeklyHourValue>;

export const calendarBody = z.strictObject({
  time_zone: z
    .string()
    .max(64)
    .refine((v) => isValidTimeZone(v), rule('time_zone')),
  weekly_hours: z.array(weeklyHourValue).min(1).max(42),
});
export type CalendarValue = z.output<typeof calendarBody>;

export const addressDetailsBody = z.strictObject({
  province_id: int(1, 1_000_000),
  city_id: int(1, 1_000_000),
  area: text(120).min(2),
  directions: text(500).min(5),
});
export type AddressDetails = z.output<typeof addressDetailsBody>;

export const teachingPriceBody = z
  .strictObject({
    budget_min_cents: int(100, 100_000_00),
    budget_max_cents: int(100, 100_000_00),
  })
  .refine((b) => b.budget_max_cents >= b.budget_min_cents, { ...rule('price_range'), path: ['budget_max_cents'] });

export const supplementaryBody = z.strictObject({
  gender_preference: z.enum(GENDER_PREFERENCES),
  contact_method: z.enum(CONTACT_METHODS),
  notes: optionalText(1000),
});
export type Supplementary = z.output<typeof supplementaryBody>;

export const STEP_BODIES = {
  'class-info': classInfoBody,
  'student-info': studentInfoBody,
  calendar: calendarBody,
  'address-details': addressDetailsBody,
  'teaching-price': teachingPriceBody,
  supplementary: supplementaryBody,
} as const;

export const requestIdParam = z.strictObject({ id: recordId });
export const offerIdParam = z.strictObject({ id: recordId });
export const OFFER_FILTERS = ['open', 'all'] as const;
/** A tutor's offers: those waiting for an answer (`open`) or all of them, a page of `size` (the dashboard's home shows the first few). */
export const teacherOffersQuerySchema = z.strictObject({
  filter: z.enum(OFFER_FILTERS).default('all'),
  page: queryIntOr(1, 1000, 1),
  size: queryIntOr(1, 20, 20),
});
export type TeacherOfferListing = z.infer<typeof teacherOffersQuerySchema>;

export const createRequestBody = z.strictObject({
  /** A tutor's username: the request is for that tutor (profile or card). */
  tutor: z
    .string()
    .trim()
    .max(80)
    .regex(/^[\w.-]+$/)
    .optional(),
  origin: z.enum(['profile', 'list', 'suggestion']).default('suggestion'),
  course_id: optionalWholeNumberField(1, 1_000_000),
  city_id: optionalWholeNumberField(1, 1_000_000),
});
export type CreateRequestBody = z.output<typeof createRequestBody>;

export const chooseTutorBody = z.strictObject({ offer_id: int(1, 2_147_483_647) });
export const reasonBody = z.strictObject({ reason: text(500).min(3) });
export const optionalReasonBody = z.strictObject({ reason: optionalText(500) });

/** What the owner sees of a request. */
export interface TutorRequestView {
  id: number;
  state: RequestState;
  origin: 'profile' | 'list' | 'suggestion';
  tutor: { id: number; username: string; full_name: string } | null;
  course: { id: number; name: string } | null;
  class_info: ClassInfo | null;
  student_info: StudentInfo | null;
  calendar: CalendarValue | null;
  address: AddressDetails | null;
  budget: { min_cents: number; max_cents: number } | null;
  supplementary: Supplementary | null;
  /** The steps still to fill before submit (address only for in-person lessons). */
  missing_steps: FormStep[];
  created_at: string;
  submitted_at: string | null;
  transitions: { transition: string; from: RequestState; to: RequestState; actor: string; reason: string | null; at: string }[];
  suggestions: SuggestionView[];
  /** Offers still waiting for a tutor's answer, and when the first of them expires. */
  pending_offers: number;
  next_expiry: string | null;
  /** What the owner may do now (from the state machine). */
  actions: string[];
}

export interface SuggestionView {
  offer_id: number;
  tutor_id: number;
  username: string;
  full_name: string;
  price_cents: number;
  stars: number;
  reviews_count: number;
  avatar_url: string | null;
  overlap_minutes: number;
  chosen: boolean;
}

export interface TutorRequestListItem {
  id: number;
  state: RequestState;
  course: string | null;
  tutor: string | null;
  created_at: string;
  updated_at: string;
}

export interface TeacherOfferView {
  offer_id: number;
  request_id: number;
  state: OfferState;
  course: string | null;
  level: string | null;
  teaching_mode: 'online' | 'in_person' | null;
  city: string | null;
  budget: { min_cents: number; max_cents: number } | null;
  sessions_per_week: number | null;
  session_minutes: number | null;
  /** The student's hours on the tutor's clock, this week. */
  hours: WeeklyHourValue[];
  time_zone: string;
  expires_at: string;
  decline_reason: string | null;
  /** Who learns and what they want (never their name or address): two offers told apart by more than hours. */
  learner: (typeof LEARNERS)[number] | null;
  age_or_grade: string | null;
  goals: string | null;
  tried_before: string | null;
  notes: string | null;
  start_date: string | null;
}

/** How many requests a page of "my requests" holds. */
export const MY_REQUESTS_PAGE_SIZE = 20;
export const myRequestsQuerySchema = z.strictObject({ page: queryIntOr(1, 1000, 1) });

/** One page of the caller's requests, newest first (`GET /www/v1/tutor-request/mine`). */
export interface TutorRequestPage extends ListPage {
  requests: TutorRequestListItem[];
}

/** One page of a tutor's offers (`GET /www/v1/teacher/offers`). */
export interface TeacherOfferPage extends ListPage {
  offers: TeacherOfferView[];
}

export interface MarketPrices {
  min_cents: number | null;
  median_cents: number | null;
  max_cents: number | null;
  count: number;
}

export interface PrepaymentDue {
  requestId: number;
  tutorId: number;
  tutorName: string;
  /** The name in Latin letters, for English readers (invoice lines keep both). */
  tutorNameEn: string | null;
  sessions: number;
  unitPriceCents: number;
  amountCents: number;
  currency: Currency;
}

/** The invoice purpose of a request's prepayment (server/tutor-requests/payment-purpose.ts defines it). */
export const TUTOR_REQUEST_PREPAYMENT = 'tutor_request_prepayment';
