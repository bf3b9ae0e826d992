import { z } from '@/lib/schemas/zod';
import { isCalendarDay } from './dates';
import { recordId } from './ids';
import { numberField, optionalWholeNumberField, typedNumber, wholeCents, wholeNumberField } from './numbers';
import { rule } from './error-map';
import { timeZoneField } from './account';
import { storableText } from './text';
import type { UploadedFile } from './uploads';
import { queryIntOr } from './query-values';
import type { ListPage } from './list-page';

/**
 * The tutor application (the start-teaching flow, spec §2): each step's body, shared by the API
 * (422 with field messages) and the step forms. docs/decisions.md "Becoming a tutor (issue 19)".
 */
export const APPLICATION_STEPS = [
  'personal-info',
  'postal-address',
  'education-resume',
  'old-teacher',
  'teaching-courses',
  'teaching-experiences',
  'teaching-info',
  'upload-picture',
  'upload-video',
  'upload-documents',
  'sign-agreement',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const APPLICATION_STATES = ['in_progress', 'submitted', 'in_review', 'changes_requested', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The tutor agreement's current version; a new version asks every tutor to sign again. */
export const AGREEMENT_VERSION = '2026-11';

const toLatinDigits = (value: string) =>
  value.replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

const text = (min: number, max: number) => z.string().trim().min(min).max(max).refine(storableText, rule('no_control_characters'));
const digits = (max: number) => z.string().trim().max(max).refine(storableText, rule('no_control_characters')).transform(toLatinDigits);

/**
 * Iran's national id ("kod-e melli"): ten digits, not all the same, whose last digit is the check digit
 * of the first nine weighted 10…2, modulo 11 (below 2 the remainder itself, else 11 minus it).
 */
export function isIranianNationalId(value: string): boolean {
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return false;
  const sum = [...value.slice(0, 9)].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const remainder = sum % 11;
  const check = Number(value[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

function ageOn(birth: string, today = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}
const isRealDate = isCalendarDay;

export const GENDERS = ['MALE', 'FEMALE'] as const;
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

export const personalInfoBody = z
  .strictObject({
    first_name: text(2, 60),
    last_name: text(2, 60),
    birth_date: z
      .string()
      .trim()
      .refine(isRealDate, rule('birth_date'))
      .refine((value) => !isRealDate(value) || (ageOn(value) >= 18 && ageOn(value) <= 100), rule('adult')),
    gender: z.enum(GENDERS),
    /** The country of the identity document (ISO 3166-1 alpha-2). */
    country: countryCode,
    national_id: z.union([z.literal('').transform(() => undefined), digits(20)]).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.country !== 'IR') return;
    if (!body.national_id) ctx.addIssue({ code: 'custom', path: ['national_id'], params: { rule: 'national_id_required' } });
    else if (!isIranianNationalId(body.national_id)) ctx.addIssue({ code: 'custom', path: ['national_id'], params: { rule: 'national_id' } });
  });

export const postalAddressBody = z
  .strictObject({
    country: countryCode,
    city: text(2, 80),
    address: text(5, 300),
    postal_code: digits(12),
  })
  .superRefine((body, ctx) => {
    const ok = body.country === 'IR' ? /^\d{10}$/.test(body.postal_code) : /^[A-Za-z0-9 -]{3,12}$/.test(body.postal_code);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['postal_code'], params: { rule: body.country === 'IR' ? 'postal_code_ir' : 'postal_code' } });
  });

export const DEGREES = ['DIPLOMA', 'ASSOCIATE', 'BACHELOR', 'MASTER', 'DOCTORATE', 'OTHER'] as const;
const year = wholeNumberField(1950, 2100);

export const educationResumeBody = z.strictObject({
  degrees: z
    .array(
      z
        .strictObject({
          degree: z.enum(DEGREES),
          field: text(2, 100),
          university: text(2, 150),
          start_year: year,
          end_year: z.union([z.literal('').transform(() => undefined), year]).optional(),
        })
        .refine((d) => d.end_year === undefined || d.end_year >= d.start_year, { path: ['end_year'], params: { rule: 'year_order' } }),
    )
    .min(1)
    .max(8),
});

export const oldTeacherBody = z
  .strictObject({
    taught_before: z.boolean(),
    old_profile: z.union([z.literal('').transform(() => undefined), text(3, 200)]).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.taught_before && !body.old_profile) ctx.addIssue({ code: 'custom', path: ['old_profile'], params: { rule: 'old_profile' } });
  });

export const LEVELS = ['PRIMARY', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL', 'UNIVERSITY', 'ADULT'] as const;
export const teachingCoursesBody = z.strictObject({
  courses: z
    .array(z.strictObject({ course_id: wholeNumberField(1, 2_147_483_647), levels: z.array(z.enum(LEVELS)).min(1).max(LEVELS.length) }))
    .min(1)
    .max(15)
    .refine((list) => new Set(list.map((c) => c.course_id)).size === list.length, rule('unique_courses')),
});

/** Years at a place: typed in any digits; left empty it counts as none (0), as it always has. */
const experienceYears = z.preprocess((value) => typedNumber(value) ?? 0, z.number().int().min(0).max(60));

export const teachingExperiencesBody = z.strictObject({
  experiences: z.array(z.strictObject({ place: text(2, 120), subject: text(2, 120), years: experienceYears })).max(10),
});

/** A weekly slot in the tutor's own zone: ISO weekday, minutes from midnight. */
export const availabilitySlot = z
  .strictObject({
    weekday: wholeNumberField(1, 7),
    start_minute: wholeNumberField(0, 1439),
    end_minute: wholeNumberField(1, 1440),
  })
  .refine((slot) => slot.end_minute > slot.start_minute, { path: ['end_minute'], params: { rule: 'slot_order' } });

/** Euros per hour with at most two decimals; stored as cents. */
export const priceEurField = numberField(z.number().min(5).max(500).refine(wholeCents, rule('cents')));

export const teachingInfoBody = z
  .strictObject({
    price_eur: priceEurField,
    teaches_online: z.boolean(),
    teaches_offline: z.boolean(),
    /** Where the in-person lessons are (a city of ours), when teaching in person. */
    offline_city_id: optionalWholeNumberField(1, 2_147_483_647),
    time_zone: timeZoneField,
    availability: z.array(availabilitySlot).min(1).max(40),
    bio: text(50, 2000),
  })
  .superRefine((body, ctx) => {
    if (!body.teaches_online && !body.teaches_offline) ctx.addIssue({ code: 'custom', path: ['teaches_online'], params: { rule: 'teaching_mode' } });
    if (body.teaches_offline && !body.offline_city_id) ctx.addIssue({ code: 'custom', path: ['offline_city_id'], params: { rule: 'offline_city' } });
  });

export const uploadIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
export const uploadPictureBody = z.strictObject({ upload_id: uploadIdField });
export const uploadVideoBody = z.strictObject({ upload_id: uploadIdField });
export const DOCUMENT_KINDS = ['ID_CARD', 'DEGREE', 'OTHER'] as const;
/** An empty list saves too (the applicant removed the last file); the step then counts as unfinished. */
export const uploadDocumentsBody = z.strictObject({
  documents: z.array(z.strictObject({ kind: z.enum(DOCUMENT_KINDS), upload_id: uploadIdField })).max(10),
});

export const signAgreementBody = z.strictObject({
  version: z.string().trim().max(32).refine(storableText, rule('no_control_characters')),
  full_name: text(3, 120),
  accept: z.literal(true),
});

export const STEP_BODIES = {
  'personal-info': personalInfoBody,
  'postal-address': postalAddressBody,
  'education-resume': educationResumeBody,
  'old-teacher': oldTeacherBody,
  'teaching-courses': teachingCoursesBody,
  'teaching-experiences': teachingExperiencesBody,
  'teaching-info': teachingInfoBody,
  'upload-picture': uploadPictureBody,
  'upload-video': uploadVideoBody,
  'upload-documents': uploadDocumentsBody,
} as const;
export type DataStep = keyof typeof STEP_BODIES;
export type StepData<S extends DataStep> = z.output<(typeof STEP_BODIES)[S]>;

export interface ApplicationEvent {
  state: ApplicationState;
  note: string | null;
  at: string;
}

/** The applicant's view of their application (GET /www/v1/tutor-application). */
export interface TutorApplicationView {
  id: number | null;
  state: ApplicationState;
  /** Each finished step's data, as saved. */
  steps: Partial<Record<DataStep, unknown>>;
  done: ApplicationStep[];
  /** The first unfinished step, or null when every step is done. */
  next_step: ApplicationStep | null;
  editable: boolean;
  review_note: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  agreement: { version: string; signed_version: string | null; signed_at: string | null; full_name: string | null };
  files: Record<string, UploadedFile>;
  history: ApplicationEvent[];
  tutor_username: string | null;
}

export const decisionBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: text(3, 2000) }),
  z.strictObject({ decision: z.literal('request_changes'), reason: text(3, 2000) }),
  z.strictObject({ decision: z.literal('start_review') }),
]);
export type Decision = z.output<typeof decisionBody>;

/** The reviewers' views of applications (the operator console): every state but one still being filled in. */
export const REVIEW_FILTERS = ['submitted', 'in_review', 'changes_requested', 'approved', 'rejected'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/** How many applications a page of the console's queue holds. */
export const APPLICATIONS_PAGE_SIZE = 50;
export const reviewListQuerySchema = z.strictObject({ state: z.enum(REVIEW_FILTERS).default('submitted'), page: queryIntOr(1, 1000, 1) });
export const applicationIdParam = z.strictObject({ id: recordId });

/** One page of the console's applications in one state. */
export interface ApplicationPage extends ListPage {
  applications: ApplicationToReview[];
}

export interface ApplicationToReview {
  id: number;
  state: ReviewFilter;
  applicant: { full_name: string | null; mobile: string };
  submitted_at: string | null;
  updated_at: string;
}

type LocalizedName = { fa: string; 'en-US': string };

/** A sent application as a reviewer reads it: the applicant's view, whose account it is, and the names of its ids. */
export interface ApplicationReview extends TutorApplicationView {
  applicant: { full_name: string | null; mobile: string };
  names: { courses: Record<number, LocalizedName>; cities: Record<number, LocalizedName> };
}

/** The console's decision form: one reason field, needed when asking for changes or rejecting. */
export const DECISION_CHOICES = ['start_review', 'approve', 'request_changes', 'reject'] as const;
export type DecisionChoice = (typeof DECISION_CHOICES)[number];
export const decisionForm = z.strictObject({ decision: z.enum(DECISION_CHOICES), reason: z.string().trim().max(2000) }).superRefine((body, ctx) => {
  const needsReason = body.decision === 'reject' || body.decision === 'request_changes';
  if (needsReason && body.reason.length < 3)
    ctx.addIssue({ code: 'too_small', minimum: 3, origin: 'string', inclusive: true, path: ['reason'], input: body.reason });
});
