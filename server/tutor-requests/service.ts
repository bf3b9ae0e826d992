import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { SITE_URL } from '@/lib/seo.server';
import {
  type CreateRequestBody,
  type FormStep,
  type MarketPrices,
  type RequestState,
  STEP_BODIES,
  type SuggestionView,
  type TeacherOfferView,
  type TutorRequestListItem,
  type TutorRequestView,
  type WeeklyHourValue,
} from '@/lib/schemas/tutor-requests';
import type { z } from '@/lib/schemas/zod';
import { formStepAfter } from '@/lib/tutor-requests/form-steps';
import { convertWeeklyHours, utcSlots } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import {
  cities,
  courses,
  tutorAvailability,
  tutorCourses,
  tutorHourHolds,
  tutorRequestOffers,
  tutorRequestTransitions,
  tutorRequests,
  tutors,
  users,
} from '@/server/db/schema';
import { enqueueJob, jobRunner } from '@/server/jobs/enqueue';
import { cancelOpenInvoicesFor } from '@/server/payments';
import { TUTOR_REQUEST_PREPAYMENT } from '@/lib/schemas/tutor-requests';
import { notify } from '@/server/notifications/notify';
import { logger } from '@/server/observability/logger';
import { DomainError } from '@/server/shared/domain-error';
import { MATCH_SIZE, findCandidates } from './matching';
import { type Actor, allowedTransitions } from './state-machine';
import { applyTransition } from './transitions';

/** An offer waits this long for the tutor's answer (docs/decisions.md). */
export const OFFER_TTL_MS = 24 * 60 * 60 * 1000;

type RequestRow = typeof tutorRequests.$inferSelect;
type Stored<S extends FormStep> = z.output<(typeof STEP_BODIES)[S]>;

/** The request if `userId` owns it; anyone else gets a 404, never a hint that it exists. */
export async function ownedRequest(db: Db, userId: number, requestId: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(tutorRequests)
    .where(and(eq(tutorRequests.id, requestId), eq(tutorRequests.userId, userId)));
  if (!row) throw new DomainError('not_found', 'tutor_request_not_found');
  return row;
}

/** Starts a draft: for a tutor (profile, card), or blank (suggest a tutor), seeded from the list's course and city. */
export async function createDraft(db: Db, userId: number, body: CreateRequestBody): Promise<{ id: number }> {
  let tutorId: number | null = null;
  let courseId = body.course_id ?? null;
  if (body.tutor) {
    const [tutor] = await db.select({ id: tutors.id }).from(tutors).where(and(eq(tutors.username, body.tutor), eq(tutors.isActive, true)));
    if (!tutor) throw new DomainError('not_found', 'tutor_not_found');
    tutorId = tutor.id;
    if (!courseId) {
      const [first] = await db.select({ id: tutorCourses.courseId }).from(tutorCourses).where(eq(tutorCourses.tutorId, tutor.id)).orderBy(asc(tutorCourses.courseId)).limit(1);
      courseId = first?.id ?? null;
    }
  }
  if (courseId) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) courseId = null;
  }
  let cityId = body.city_id ?? null;
  let provinceId: number | null = null;
  if (cityId) {
    const [city] = await db.select({ id: cities.id, provinceId: cities.provinceId }).from(cities).where(eq(cities.id, cityId));
    cityId = city?.id ?? null;
    provinceId = city?.provinceId ?? null;
  }
  const origin = body.tutor ? (body.origin === 'suggestion' ? 'profile' : body.origin) : 'suggestion';
  const [row] = await db
    .insert(tutorRequests)
    .values({ userId, tutorId, origin, courseId, cityId, provinceId })
    .returning({ id: tutorRequests.id });
  return { id: row!.id };
}

/**
 * Saves one form step of a draft (the body already passed the step's zod schema) and says which
 * page comes next: the address only for in-person lessons, then the review.
 */
export async function saveStep<S extends FormStep>(db: Db, userId: number, requestId: number, step: S, value: Stored<S>): Promise<{ id: number; step: S; next_step: string }> {
  const request = await ownedRequest(db, userId, requestId);
  if (request.state !== 'draft') throw new DomainError('conflict', 'tutor_request_not_editable');
  const set: Partial<typeof tutorRequests.$inferInsert> = { updatedAt: new Date() };
  switch (step) {
    case 'class-info': {
      const v = value as Stored<'class-info'>;
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, v.course_id));
      if (!course) throw new DomainError('invalid', 'tutor_request_course_unknown', {}, 'course_id');
      Object.assign(set, { classInfo: v, courseId: v.course_id, teachingMode: v.teaching_mode });
      break;
    }
    case 'student-info':
      set.studentInfo = value as Stored<'student-info'>;
      break;
    case 'calendar': {
      const v = value as Stored<'calendar'>;
      Object.assign(set, { timeZone: v.time_zone, weeklyHours: normalizeHours(v.weekly_hours) });
      break;
    }
    case 'address-details': {
      const v = value as Stored<'address-details'>;
      const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, v.city_id));
      if (!city || city.provinceId !== v.province_id) throw new DomainError('invalid', 'tutor_request_city_unknown', {}, 'city_id');
      Object.assign(set, { address: v, cityId: v.city_id, provinceId: v.province_id });
      break;
    }
    case 'teaching-price': {
      const v = value as Stored<'teaching-price'>;
      Object.assign(set, { budgetMinCents: v.budget_min_cents, budgetMaxCents: v.budget_max_cents });
      break;
    }
    case 'supplementary':
      set.supplementary = value as Stored<'supplementary'>;
      break;
  }
  await db.update(tutorRequests).set(set).where(eq(tutorRequests.id, requestId));
  const inPerson = (set.teachingMode ?? request.teachingMode) === 'in_person';
  return { id: requestId, step, next_step: formStepAfter(step, inPerson) };
}

/** Merges touching or overlapping blocks of the same day and sorts them. */
function normalizeHours(hours: readonly WeeklyHourValue[]): WeeklyHourValue[] {
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || a.start_minute - b.start_minute);
  const out: WeeklyHourValue[] = [];
  for (const h of sorted) {
    const last = out.at(-1);
    if (last && last.weekday === h.weekday && h.start_minute <= last.end_minute) last.end_minute = Math.max(last.end_minute, h.end_minute);
    else out.push({ ...h });
  }
  return out;
}

export function missingSteps(r: RequestRow): FormStep[] {
  const missing: FormStep[] = [];
  if (!r.classInfo) missing.push('class-info');
  if (!r.studentInfo) missing.push('student-info');
  if (!r.weeklyHours?.length || !r.timeZone) missing.push('calendar');
  if (r.teachingMode === 'in_person' && !r.address) missing.push('address-details');
  if (r.budgetMaxCents == null) missing.push('teaching-price');
  if (!r.supplementary) missing.push('supplementary');
  return missing;
}

/**
 * The job client exists before a transaction that enqueues opens: on PGlite (one connection) its
 * first start would otherwise wait for the very transaction that is waiting for it.
 */
async function jobsReady(): Promise<void> {
  await jobRunner();
}

interface OfferNotice {
  tutorUserId: number;
  offerId: number;
  requestId: number;
}

/** Sends the student's finished form: matching runs and the first tutors are asked. */
export async function submitRequest(db: Db, userId: number, requestId: number): Promise<TutorRequestView> {
  const request = await ownedRequest(db, userId, requestId);
  if (request.state === 'draft') {
    const missing = missingSteps(request);
    if (missing.length > 0) throw new DomainError('invalid', 'tutor_request_incomplete', { steps: missing.join(', ') });
  }
  await jobsReady();
  const notices = await db.transaction(async (tx) => {
    await applyTransition(tx, { requestId, transition: 'submit', actor: 'student', actorUserId: userId });
    return askTutors(tx, requestId);
  });
  await sendOfferNotices(db, notices);
  return requestView(db, userId, requestId);
}

/**
 * Keeps up to MATCH_SIZE tutors asked or accepted for a request, asking the next best ones
 * (a request started for one tutor asks that tutor alone first). Moves matching → offers_out
 * when it asked someone, and offers_out → matching when nobody is left to answer.
 */
export async function askTutors(tx: Db, requestId: number, now = new Date()): Promise<OfferNotice[]> {
  const [request] = await tx.select().from(tutorRequests).where(eq(tutorRequests.id, requestId)).for('update');
  if (!request || !['matching', 'offers_out', 'suggestions_ready'].includes(request.state)) return [];
  const offers = await tx.select({ tutorId: tutorRequestOffers.tutorId, state: tutorRequestOffers.state, rank: tutorRequestOffers.rank }).from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, requestId));
  const live = offers.filter((o) => o.state === 'offered' || o.state === 'accepted').length;
  const tried = offers.map((o) => o.tutorId);
  let rank = offers.reduce((max, o) => Math.max(max, o.rank), 0);
  const expiresAt = new Date(now.getTime() + OFFER_TTL_MS);
  const picks: Array<{ tutorId: number; score: number; overlapMinutes: number }> = [];
  if (offers.length === 0 && request.tutorId) {
    // Started for one tutor: that tutor is asked first, alone (the student chose them).
    picks.push({ tutorId: request.tutorId, score: 100, overlapMinutes: await tutorOverlap(tx, request, request.tutorId) });
  } else if (live < MATCH_SIZE) {
    const ranked = await findCandidates(tx, matchInput(request, tried), MATCH_SIZE - live);
    picks.push(...ranked.map((c) => ({ tutorId: c.tutorId, score: c.score, overlapMinutes: c.overlapMinutes })));
  }
  const notices: OfferNotice[] = [];
  for (const pick of picks) {
    const [offer] = await tx
      .insert(tutorRequestOffers)
      .values({ requestId, tutorId: pick.tutorId, rank: ++rank, score: pick.score, overlapMinutes: pick.overlapMinutes, expiresAt })
      .onConflictDoNothing()
      .returning({ id: tutorRequestOffers.id });
    if (!offer) continue;
    await enqueueJob(tx, 'tutor-requests.expire-offer', { offerId: offer.id }, { startAfter: expiresAt });
    const [tutor] = await tx.select({ userId: tutors.userId }).from(tutors).where(eq(tutors.id, pick.tutorId));
    if (tutor?.userId) notices.push({ tutorUserId: tutor.userId, offerId: offer.id, requestId });
  }
  if (picks.length > 0 && request.state === 'matching') {
    await applyTransition(tx, { requestId, transition: 'offers_sent', actor: 'system' });
  } else if (picks.length === 0 && live === 0 && request.state === 'offers_out') {
    await applyTransition(tx, { requestId, transition: 'offers_exhausted', actor: 'system' });
  }
  return notices;
}

function matchInput(request: RequestRow, exclude: number[]) {
  const info = request.classInfo;
  return {
    courseId: request.courseId,
    teachingMode: (request.teachingMode as 'online' | 'in_person' | null) ?? 'online',
    cityId: request.cityId,
    timeZone: request.timeZone ?? 'UTC',
    weeklyHours: request.weeklyHours ?? [],
    wantedMinutes: (info?.sessions_per_week ?? 1) * (info?.session_minutes ?? 60),
    budget: { minCents: request.budgetMinCents, maxCents: request.budgetMaxCents },
    excludeTutorIds: exclude,
    reference: lessonWeek(request),
  };
}

/** The week the lessons begin (the start date, or this week when it has passed). */
export function lessonWeek(request: Pick<RequestRow, 'classInfo'>, now = Date.now()): number {
  const start = request.classInfo?.start_date ? Date.parse(`${request.classInfo.start_date}T12:00:00Z`) : now;
  return Math.max(start, now);
}

async function tutorOverlap(db: Db, request: RequestRow, tutorId: number): Promise<number> {
  const { overlapMinutes } = await import('@/lib/tutor-requests/week-time');
  const own = await db
    .select({ weekday: tutorAvailability.weekday, start_minute: tutorAvailability.startMinute, end_minute: tutorAvailability.endMinute, time_zone: tutorAvailability.timeZone })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId));
  if (!own.length || !request.weeklyHours?.length) return 0;
  return overlapMinutes(request.weeklyHours, request.timeZone ?? 'UTC', own, own[0]!.time_zone, lessonWeek(request));
}

/** Tells each newly asked tutor (SMS and e-mail through the outbox); a failure never undoes the offer. */
export async function sendOfferNotices(db: Db, notices: readonly OfferNotice[]): Promise<void> {
  for (const n of notices) {
    await notify(db, {
      template: 'tutor-request-offer',
      userId: n.tutorUserId,
      eventKey: `tutor-request:${n.requestId}:offer:${n.offerId}`,
      params: { link: `${SITE_URL}/dashboard` },
    }).catch((error) => logger().warn({ err: String(error), offer: n.offerId }, 'tutor-requests: offer notice failed'));
  }
}

/** The tutor profile an account teaches as, or a 404. */
async function tutorOfUser(db: Db, userId: number): Promise<{ id: number }> {
  const [tutor] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, userId));
  if (!tutor) throw new DomainError('not_found', 'tutor_offer_not_found');
  return tutor;
}

async function ownOffer(db: Db, userId: number, offerId: number) {
  const tutor = await tutorOfUser(db, userId);
  const [offer] = await db.select().from(tutorRequestOffers).where(and(eq(tutorRequestOffers.id, offerId), eq(tutorRequestOffers.tutorId, tutor.id)));
  if (!offer) throw new DomainError('not_found', 'tutor_offer_not_found');
  return offer;
}

/** The hours a tutor holds when accepting: the student's hours inside the tutor's week, in winter and summer alike. */
export function heldSlots(
  request: Pick<RequestRow, 'weeklyHours' | 'timeZone'>,
  availability: ReadonlyArray<WeeklyHourValue & { time_zone: string }>,
  year = new Date().getUTCFullYear(),
): number[] {
  const zone = request.timeZone ?? 'UTC';
  const hours = request.weeklyHours ?? [];
  const slots = new Set<number>();
  // One week in January and one in July: the hold covers where the hours fall on both sides of daylight saving.
  for (const reference of [Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12)]) {
    const wanted = utcSlots(hours, zone, reference);
    const free = availability.length ? utcSlots(availability, availability[0]!.time_zone, reference) : new Set<number>();
    const inside = [...wanted].filter((s) => free.has(s));
    for (const s of inside.length ? inside : wanted) slots.add(s);
  }
  return [...slots].sort((a, b) => a - b);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/** The tutor says yes: the hours are held (the database refuses a second hold of the same half hour) and the student gets a suggestion. */
export async function acceptOffer(db: Db, userId: number, offerId: number, now = new Date()): Promise<{ offer_id: number; state: 'accepted' }> {
  const offer = await ownOffer(db, userId, offerId);
  if (offer.state === 'offered' && offer.expiresAt <= now) throw new DomainError('conflict', 'tutor_offer_expired');
  if (offer.state !== 'offered') throw new DomainError('conflict', 'tutor_offer_not_open');
  try {
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(tutorRequestOffers)
        .set({ state: 'accepted', respondedAt: now })
        .where(and(eq(tutorRequestOffers.id, offerId), eq(tutorRequestOffers.state, 'offered'), sql`${tutorRequestOffers.expiresAt} > ${now}`))
        .returning();
      if (!moved) throw new DomainError('conflict', 'tutor_offer_not_open');
      const [request] = await tx.select().from(tutorRequests).where(eq(tutorRequests.id, offer.requestId));
      if (!request || !['matching', 'offers_out', 'suggestions_ready'].includes(request.state)) throw new DomainError('conflict', 'tutor_offer_not_open');
      const availability = await tx
        .select({ weekday: tutorAvailability.weekday, start_minute: tutorAvailability.startMinute, end_minute: tutorAvailability.endMinute, time_zone: tutorAvailability.timeZone })
        .from(tutorAvailability)
        .where(eq(tutorAvailability.tutorId, offer.tutorId));
      const slots = heldSlots(request, availability);
      if (slots.length) await tx.insert(tutorHourHolds).values(slots.map((slot) => ({ tutorId: offer.tutorId, slot, offerId, requestId: request.id })));
      if (request.state !== 'suggestions_ready') await applyTransition(tx, { requestId: request.id, transition: 'tutor_accepted', actor: 'system', actorUserId: userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'tutor_hours_taken');
    throw error;
  }
  const [owner] = await db.select({ userId: tutorRequests.userId }).from(tutorRequests).where(eq(tutorRequests.id, offer.requestId));
  if (owner) {
    await notify(db, { template: 'tutor-request-suggestion', userId: owner.userId, eventKey: `tutor-request:${offer.requestId}:accepted:${offerId}`, params: { link: `${SITE_URL}/tutor-request/tracking/${offer.requestId}` } }).catch(() => undefined);
  }
  return { offer_id: offerId, state: 'accepted' };
}

/** The tutor says no, with a reason; the next candidate is asked. */
export async function declineOffer(db: Db, userId: number, offerId: number, reason: string, now = new Date()): Promise<{ offer_id: number; state: 'declined' }> {
  const offer = await ownOffer(db, userId, offerId);
  if (offer.state === 'offered' && offer.expiresAt <= now) throw new DomainError('conflict', 'tutor_offer_expired');
  await jobsReady();
  const notices = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tutorRequestOffers)
      .set({ state: 'declined', respondedAt: now, declineReason: reason })
      .where(and(eq(tutorRequestOffers.id, offerId), eq(tutorRequestOffers.state, 'offered')))
      .returning();
    if (!moved) throw new DomainError('conflict', 'tutor_offer_not_open');
    return askTutors(tx, offer.requestId, now);
  });
  await sendOfferNotices(db, notices);
  return { offer_id: offerId, state: 'declined' };
}

/** An unanswered offer past its time expires and the next candidate is asked (the job and the sweep call this; safe twice). */
export async function expireOffer(db: Db, offerId: number, now = new Date()): Promise<{ expired: boolean }> {
  await jobsReady();
  const notices = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tutorRequestOffers)
      .set({ state: 'expired' })
      .where(and(eq(tutorRequestOffers.id, offerId), eq(tutorRequestOffers.state, 'offered'), sql`${tutorRequestOffers.expiresAt} <= ${now}`))
      .returning({ requestId: tutorRequestOffers.requestId });
    if (!moved) return null;
    return askTutors(tx, moved.requestId, now);
  });
  if (!notices) return { expired: false };
  await sendOfferNotices(db, notices);
  return { expired: true };
}

/** Offers past their time that no job expired (a lost job): the sweep expires them. */
export async function dueOffers(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: tutorRequestOffers.id })
    .from(tutorRequestOffers)
    .where(and(eq(tutorRequestOffers.state, 'offered'), sql`${tutorRequestOffers.expiresAt} <= ${now}`))
    .limit(500);
  return rows.map((r) => r.id);
}

/**
 * Requests still in matching with nobody left to ask (no tutor fitted, or all declined): asked
 * again by the sweep, as tutors join, widen their hours or free a slot. Oldest first.
 */
export async function retryMatching(db: Db, limit = 100): Promise<{ asked: number }> {
  const waiting = await db
    .select({ id: tutorRequests.id })
    .from(tutorRequests)
    .where(eq(tutorRequests.state, 'matching'))
    .orderBy(asc(tutorRequests.updatedAt))
    .limit(limit);
  let asked = 0;
  for (const { id } of waiting) {
    const notices = await db.transaction((tx) => askTutors(tx as unknown as Db, id));
    await sendOfferNotices(db, notices);
    asked += notices.length;
  }
  return { asked };
}

/** Frees a request's offers (offered or accepted, except `keepOfferId`) and their held hours. */
async function releaseOffers(tx: Db, requestId: number, keepOfferId?: number): Promise<void> {
  const open = await tx
    .select({ id: tutorRequestOffers.id })
    .from(tutorRequestOffers)
    .where(and(eq(tutorRequestOffers.requestId, requestId), inArray(tutorRequestOffers.state, ['offered', 'accepted'])));
  const ids = open.map((o) => o.id).filter((id) => id !== keepOfferId);
  if (!ids.length) return;
  await tx.delete(tutorHourHolds).where(inArray(tutorHourHolds.offerId, ids));
  await tx.update(tutorRequestOffers).set({ state: 'released' }).where(inArray(tutorRequestOffers.id, ids));
}

/** The student chooses a tutor who said yes: the others are released, the request awaits prepayment. */
export async function chooseTutor(db: Db, userId: number, requestId: number, offerId: number): Promise<TutorRequestView> {
  await ownedRequest(db, userId, requestId);
  const chosen = await db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(tutorRequestOffers)
      .where(and(eq(tutorRequestOffers.id, offerId), eq(tutorRequestOffers.requestId, requestId)));
    if (!offer) throw new DomainError('not_found', 'tutor_offer_not_found');
    if (offer.state !== 'accepted') throw new DomainError('conflict', 'tutor_request_invalid_transition');
    await applyTransition(tx, { requestId, transition: 'choose_tutor', actor: 'student', actorUserId: userId });
    await tx.update(tutorRequests).set({ tutorId: offer.tutorId }).where(eq(tutorRequests.id, requestId));
    await releaseOffers(tx, requestId, offerId);
    return offer.tutorId;
  });
  const [tutor] = await db.select({ userId: tutors.userId }).from(tutors).where(eq(tutors.id, chosen));
  if (tutor?.userId) {
    await notify(db, { template: 'tutor-request-chosen', userId: tutor.userId, eventKey: `tutor-request:${requestId}:chosen:${offerId}`, params: { link: `${SITE_URL}/dashboard` } }).catch(
      (error) => logger().warn({ err: String(error), request: requestId }, 'tutor-requests: chosen notice failed'),
    );
  }
  return requestView(db, userId, requestId);
}

/** The student stops the request; offers and held hours are released. */
export async function cancelRequest(db: Db, userId: number, requestId: number, reason: string | undefined, actor: Actor = 'student'): Promise<TutorRequestView> {
  await ownedRequest(db, userId, requestId);
  await db.transaction(async (tx) => {
    await applyTransition(tx, { requestId, transition: 'cancel', actor, actorUserId: userId, reason: reason || null });
    await releaseOffers(tx, requestId);
  });
  await cancelOpenInvoicesFor(db, TUTOR_REQUEST_PREPAYMENT, String(requestId), userId);
  return requestView(db, userId, requestId);
}

/** Asks for different tutors: every offer is released and matching runs again without the tutors already tried. */
export async function reassignRequest(db: Db, userId: number, requestId: number, reason: string): Promise<TutorRequestView> {
  await ownedRequest(db, userId, requestId);
  await jobsReady();
  const notices = await db.transaction(async (tx) => {
    await applyTransition(tx, { requestId, transition: 'reassign', actor: 'student', actorUserId: userId, reason });
    await releaseOffers(tx, requestId);
    // The chosen tutor (or the one it was started for) was tried: matching now looks wider.
    await tx.update(tutorRequests).set({ tutorId: null }).where(eq(tutorRequests.id, requestId));
    return askTutors(tx, requestId);
  });
  // The prepayment was at the old tutor's price: the next choice gets an invoice of its own.
  await cancelOpenInvoicesFor(db, TUTOR_REQUEST_PREPAYMENT, String(requestId), userId);
  await sendOfferNotices(db, notices);
  return requestView(db, userId, requestId);
}

const courseName = (locale: Locale) => (locale === 'fa' ? courses.nameFa : courses.nameEn);
const tutorName = (locale: Locale) => (locale === 'fa' ? tutors.fullName : tutors.fullNameEn);

/** Everything the owner sees of a request: steps, timeline, suggestions, what they may do now. */
export async function requestView(db: Db, userId: number, requestId: number, locale: Locale = 'fa'): Promise<TutorRequestView> {
  const r = await ownedRequest(db, userId, requestId);
  const [course] = r.courseId ? await db.select({ id: courses.id, name: courseName(locale) }).from(courses).where(eq(courses.id, r.courseId)) : [];
  const [tutor] = r.tutorId ? await db.select({ id: tutors.id, username: tutors.username, full_name: tutorName(locale) }).from(tutors).where(eq(tutors.id, r.tutorId)) : [];
  const transitions = await db.select().from(tutorRequestTransitions).where(eq(tutorRequestTransitions.requestId, requestId)).orderBy(asc(tutorRequestTransitions.seq));
  const offers = await db
    .select({
      offer_id: tutorRequestOffers.id,
      state: tutorRequestOffers.state,
      expires_at: tutorRequestOffers.expiresAt,
      tutor_id: tutors.id,
      username: tutors.username,
      full_name: tutorName(locale),
      price_cents: tutors.priceCents,
      stars: tutors.stars,
      reviews_count: tutors.reviewsCount,
      avatar_url: tutors.avatarUrl,
      overlap_minutes: tutorRequestOffers.overlapMinutes,
    })
    .from(tutorRequestOffers)
    .innerJoin(tutors, eq(tutors.id, tutorRequestOffers.tutorId))
    .where(eq(tutorRequestOffers.requestId, requestId))
    .orderBy(asc(tutorRequestOffers.rank));
  const suggestions: SuggestionView[] = offers
    .filter((o) => o.state === 'accepted')
    .map(({ state: _s, expires_at: _e, ...o }) => ({ ...o, stars: Number(o.stars), chosen: r.state !== 'suggestions_ready' && r.tutorId === o.tutor_id }));
  const pending = offers.filter((o) => o.state === 'offered');
  const state = r.state as RequestState;
  return {
    id: r.id,
    state,
    origin: r.origin as TutorRequestView['origin'],
    tutor: tutor ?? null,
    course: course ?? null,
    class_info: r.classInfo ?? null,
    student_info: r.studentInfo ?? null,
    calendar: r.timeZone && r.weeklyHours ? { time_zone: r.timeZone, weekly_hours: r.weeklyHours } : null,
    address: r.address ?? null,
    budget: r.budgetMaxCents != null ? { min_cents: r.budgetMinCents ?? 0, max_cents: r.budgetMaxCents } : null,
    supplementary: r.supplementary ?? null,
    missing_steps: missingSteps(r),
    created_at: r.createdAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    transitions: transitions.map((t) => ({ transition: t.transition, from: t.fromState as RequestState, to: t.toState as RequestState, actor: t.actor, reason: t.reason, at: t.createdAt.toISOString() })),
    suggestions,
    pending_offers: pending.length,
    next_expiry: pending.length ? new Date(Math.min(...pending.map((o) => o.expires_at.getTime()))).toISOString() : null,
    actions: allowedTransitions(state, 'student'),
  };
}

/** The user's requests, newest first. */
export async function listMyRequests(db: Db, userId: number, locale: Locale = 'fa'): Promise<TutorRequestListItem[]> {
  const rows = await db
    .select({ id: tutorRequests.id, state: tutorRequests.state, course: courseName(locale), tutor: tutorName(locale), created_at: tutorRequests.createdAt, updated_at: tutorRequests.updatedAt })
    .from(tutorRequests)
    .leftJoin(courses, eq(courses.id, tutorRequests.courseId))
    .leftJoin(tutors, eq(tutors.id, tutorRequests.tutorId))
    .where(eq(tutorRequests.userId, userId))
    .orderBy(desc(tutorRequests.createdAt), desc(tutorRequests.id))
    .limit(100);
  return rows.map((r) => ({ ...r, state: r.state as RequestState, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() }));
}

/** A tutor's offers, newest first, with the student's hours on the tutor's clock (no address, no name). */
export async function listTeacherOffers(db: Db, userId: number, locale: Locale = 'fa'): Promise<TeacherOfferView[]> {
  const tutor = await tutorOfUser(db, userId);
  const [zoneRow] = await db.select({ zone: tutorAvailability.timeZone }).from(tutorAvailability).where(eq(tutorAvailability.tutorId, tutor.id)).limit(1);
  const [user] = await db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId));
  const zone = zoneRow?.zone ?? user?.zone ?? 'Asia/Tehran';
  const rows = await db
    .select({ offer: tutorRequestOffers, request: tutorRequests, course: courseName(locale), city: locale === 'fa' ? cities.nameFa : cities.nameEn })
    .from(tutorRequestOffers)
    .innerJoin(tutorRequests, eq(tutorRequests.id, tutorRequestOffers.requestId))
    .leftJoin(courses, eq(courses.id, tutorRequests.courseId))
    .leftJoin(cities, eq(cities.id, tutorRequests.cityId))
    .where(eq(tutorRequestOffers.tutorId, tutor.id))
    .orderBy(desc(tutorRequestOffers.createdAt), desc(tutorRequestOffers.id))
    .limit(100);
  return rows.map(({ offer, request, course, city }) => ({
    offer_id: offer.id,
    request_id: request.id,
    state: offer.state as TeacherOfferView['state'],
    course,
    level: request.classInfo?.level ?? null,
    teaching_mode: (request.teachingMode as TeacherOfferView['teaching_mode']) ?? null,
    city: request.teachingMode === 'in_person' ? city : null,
    budget: request.budgetMaxCents != null ? { min_cents: request.budgetMinCents ?? 0, max_cents: request.budgetMaxCents } : null,
    sessions_per_week: request.classInfo?.sessions_per_week ?? null,
    session_minutes: request.classInfo?.session_minutes ?? null,
    hours: convertWeeklyHours(request.weeklyHours ?? [], request.timeZone ?? 'UTC', zone, lessonWeek(request)),
    time_zone: zone,
    expires_at: offer.expiresAt.toISOString(),
    decline_reason: offer.declineReason,
  }));
}

/** Prices of tutors teaching the course (in the city, for in-person lessons): the budget step's min / median / max. */
export async function marketPrices(db: Db, courseId: number, cityId?: number | null): Promise<MarketPrices> {
  const result = await db.execute(sql`
    select min(t.price_cents)::int as min, (percentile_disc(0.5) within group (order by t.price_cents))::int as median,
           max(t.price_cents)::int as max, count(*)::int as count
    from ${tutors} t join ${tutorCourses} tc on tc.tutor_id = t.id and tc.course_id = ${courseId}
    where t.is_active ${cityId ? sql`and t.city_id = ${cityId}` : sql``}`);
  const row = (result as unknown as { rows: Array<{ min: number | null; median: number | null; max: number | null; count: number }> }).rows[0];
  return { min_cents: row?.min ?? null, median_cents: row?.median ?? null, max_cents: row?.max ?? null, count: row?.count ?? 0 };
}
