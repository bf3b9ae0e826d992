// The operator console's "Requests and matching" (issue 34): requests by state and age, the stalled
import { readPage } from '@/server/db/pages';
// ones, a request's offers and candidates, and the three actions (a manual offer, an assignment, a
// reassign), each through the same rules as the automatic path (docs/decisions.md).
import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import {
  STALLED_AFTER_HOURS,
  type OperatorCandidate,
  type OperatorOtherTutor,
  type OperatorRequestAction,
  type OperatorRequestActionResult,
  type OperatorRequestDetail,
  type OperatorRequestPage,
  type OperatorRequestRow,
  type OperatorRequestsFilters,
} from '@/lib/schemas/operator-requests';
import type { OfferState, RequestState } from '@/lib/schemas/tutor-requests';
import type { Db } from '@/server/db/client';
import { cities, courses, tutorCourses, tutorRequestOffers, tutorRequestTransitions, tutorRequests, tutors, users } from '@/server/db/schema';
import { audited } from '@/server/audit';
import { enqueueJob } from '@/server/jobs/enqueue';
import { now as clockNow } from '@/server/shared/clock';
import { DomainError } from '@/server/shared/domain-error';
import { type OfferNotice, matchInput, sendOfferNotices, tutorOverlap } from './asking';
import { afterReassign, reassignInTransaction } from './choice';
import { findCandidates } from './matching';
import { OFFER_TTL_MS, jobsReady } from './model';
import { acceptInTransaction, isUniqueViolation, tellStudentOfYes } from './offers';
import { canTransition } from './state-machine';
import { applyTransition } from './transitions';

const HOUR_MS = 60 * 60 * 1000;
const PAGE_SIZE = 50;
/** The states in which a request waits for tutors: an offer, an assignment or more answers can still come. */
const TAKES_TUTORS: readonly RequestState[] = ['matching', 'offers_out', 'suggestions_ready'];
/** Still without any tutor's yes: a request in these states, sent over 24 hours ago, is stalled. */
const WAITING_FOR_YES: readonly RequestState[] = ['matching', 'offers_out'];

/** The instant before which a request still waiting for a yes is stalled (by the server's clock, which e2e tests may set). */
function stalledBefore(at: Date): Date {
  return new Date(at.getTime() - STALLED_AFTER_HOURS * HOUR_MS);
}

export function isStalled(request: { state: string; submittedAt: Date | null }, at: Date = clockNow()): boolean {
  return WAITING_FOR_YES.includes(request.state as RequestState) && !!request.submittedAt && request.submittedAt <= stalledBefore(at);
}

const courseName = (locale: Locale) => (locale === 'fa' ? courses.nameFa : courses.nameEn);
const tutorName = (locale: Locale) => (locale === 'fa' ? tutors.fullName : tutors.fullNameEn);

function stalledSql(at: Date): SQL<boolean> {
  return sql<boolean>`(${tutorRequests.state} in ('matching', 'offers_out') and ${tutorRequests.submittedAt} <= ${stalledBefore(at)})`;
}

const offersCount = sql<number>`(select count(*)::int from ${tutorRequestOffers} where ${tutorRequestOffers.requestId} = ${tutorRequests.id})`;
const acceptedCount = sql<number>`(select count(*)::int from ${tutorRequestOffers} where ${tutorRequestOffers.requestId} = ${tutorRequests.id} and ${tutorRequestOffers.state} = 'accepted')`;

function rowSelection(locale: Locale) {
  return {
    request: tutorRequests,
    studentName: users.fullName,
    studentMobile: users.mobile,
    course: courseName(locale),
    offers: offersCount,
    accepted: acceptedCount,
  };
}

type SelectedRow = {
  request: typeof tutorRequests.$inferSelect;
  studentName: string | null;
  studentMobile: string;
  course: string | null;
  offers: number;
  accepted: number;
};

function toRow(r: SelectedRow, at: Date): OperatorRequestRow {
  const since = r.request.submittedAt ?? r.request.createdAt;
  return {
    id: r.request.id,
    state: r.request.state as RequestState,
    student: { id: r.request.userId, full_name: r.studentName, mobile: r.studentMobile },
    course: r.course,
    created_at: r.request.createdAt.toISOString(),
    submitted_at: r.request.submittedAt?.toISOString() ?? null,
    age_hours: Math.max(0, Math.floor((at.getTime() - since.getTime()) / HOUR_MS)),
    offers: Number(r.offers),
    accepted: Number(r.accepted),
    stalled: isStalled(r.request, at),
  };
}

/**
 * Requests by state (every sent request by default), newest first; with `stalled`, only the stalled
 * ones, oldest first (the longest wait is the first to handle).
 */
export async function operatorRequests(db: Db, query: OperatorRequestsFilters, locale: Locale = 'fa'): Promise<OperatorRequestPage> {
  const at = clockNow();
  const where: SQL[] = [];
  if (query.state === 'all') where.push(sql`${tutorRequests.state} <> 'draft'`);
  else where.push(eq(tutorRequests.state, query.state));
  if (query.stalled) where.push(stalledSql(at));
  const { rows, has_more } = await readPage(query.page, PAGE_SIZE, (limit, offset) =>
    db
      .select(rowSelection(locale))
      .from(tutorRequests)
      .innerJoin(users, eq(users.id, tutorRequests.userId))
      .leftJoin(courses, eq(courses.id, tutorRequests.courseId))
      .where(and(...where))
      .orderBy(
        ...(query.stalled
          ? [asc(tutorRequests.submittedAt), asc(tutorRequests.id)]
          : [desc(sql`coalesce(${tutorRequests.submittedAt}, ${tutorRequests.createdAt})`), desc(tutorRequests.id)]),
      )
      .limit(limit)
      .offset(offset),
  );
  return { requests: rows.map((r) => toRow(r, at)), page: query.page, has_more };
}

function actionsFor(state: RequestState): OperatorRequestAction[] {
  const actions: OperatorRequestAction[] = [];
  if (TAKES_TUTORS.includes(state)) actions.push('offer', 'assign');
  if (canTransition(state, 'reassign', 'operator')) actions.push('reassign');
  return actions;
}

/** One request as the console shows it: the student's ask, its offers, the tutors matching would ask next (with their scores), its history. */
export async function operatorRequestDetail(db: Db, requestId: number, locale: Locale = 'fa'): Promise<OperatorRequestDetail> {
  const at = clockNow();
  const [row] = await db
    .select({ ...rowSelection(locale), city: locale === 'fa' ? cities.nameFa : cities.nameEn })
    .from(tutorRequests)
    .innerJoin(users, eq(users.id, tutorRequests.userId))
    .leftJoin(courses, eq(courses.id, tutorRequests.courseId))
    .leftJoin(cities, eq(cities.id, tutorRequests.cityId))
    .where(eq(tutorRequests.id, requestId));
  if (!row) throw new DomainError('not_found', 'tutor_request_not_found');
  const r = row.request;
  const state = r.state as RequestState;
  const offers = await db
    .select({ offer: tutorRequestOffers, tutorName: tutorName(locale), username: tutors.username })
    .from(tutorRequestOffers)
    .innerJoin(tutors, eq(tutors.id, tutorRequestOffers.tutorId))
    .where(eq(tutorRequestOffers.requestId, requestId))
    .orderBy(asc(tutorRequestOffers.rank), asc(tutorRequestOffers.id));
  const transitions = await db
    .select()
    .from(tutorRequestTransitions)
    .where(eq(tutorRequestTransitions.requestId, requestId))
    .orderBy(asc(tutorRequestTransitions.seq));
  let candidates: OperatorCandidate[] = [];
  let otherTutors: OperatorOtherTutor[] = [];
  if (TAKES_TUTORS.includes(state)) {
    const ranked = await findCandidates(
      db,
      matchInput(
        r,
        offers.map((o) => o.offer.tutorId),
      ),
      10,
    );
    const names = ranked.length
      ? await db
          .select({ id: tutors.id, name: tutorName(locale), username: tutors.username })
          .from(tutors)
          .where(
            inArray(
              tutors.id,
              ranked.map((c) => c.tutorId),
            ),
          )
      : [];
    const nameOf = new Map(names.map((n) => [n.id, n]));
    candidates = ranked.map((c) => ({
      tutor_id: c.tutorId,
      tutor_name: nameOf.get(c.tutorId)?.name ?? '',
      username: nameOf.get(c.tutorId)?.username ?? '',
      score: c.score,
      overlap_minutes: c.overlapMinutes,
      price_cents: c.priceCents,
    }));
    otherTutors = await tutorsBesideCandidates(db, r, [...offers.map((o) => o.offer.tutorId), ...ranked.map((c) => c.tutorId)], locale);
  }
  return {
    ...toRow(row, at),
    version: r.version,
    level: r.classInfo?.level ?? null,
    teaching_mode: (r.teachingMode as OperatorRequestDetail['teaching_mode']) ?? null,
    city: r.teachingMode === 'in_person' ? row.city : null,
    budget: r.budgetMaxCents != null ? { min_cents: r.budgetMinCents ?? 0, max_cents: r.budgetMaxCents } : null,
    sessions_per_week: r.classInfo?.sessions_per_week ?? null,
    session_minutes: r.classInfo?.session_minutes ?? null,
    time_zone: r.timeZone,
    offer_list: offers.map(({ offer, tutorName: name, username }) => ({
      offer_id: offer.id,
      tutor_id: offer.tutorId,
      tutor_name: name,
      username,
      state: offer.state as OfferState,
      rank: offer.rank,
      score: offer.score,
      created_at: offer.createdAt.toISOString(),
      expires_at: offer.expiresAt.toISOString(),
      responded_at: offer.respondedAt?.toISOString() ?? null,
      decline_reason: offer.declineReason,
    })),
    candidates,
    other_tutors: otherTutors,
    transitions: transitions.map((t) => ({
      transition: t.transition,
      from: t.fromState as RequestState,
      to: t.toState as RequestState,
      actor: t.actor,
      reason: t.reason,
      at: t.createdAt.toISOString(),
    })),
    actions: actionsFor(state),
  };
}

/** The request's row, locked for the action (two operators, or a tutor's answer, wait for each other). */
async function lockedRequest(tx: Db, requestId: number) {
  const [request] = await tx.select().from(tutorRequests).where(eq(tutorRequests.id, requestId)).for('update');
  if (!request) throw new DomainError('not_found', 'tutor_request_not_found');
  return request;
}

/**
 * Tutors the console may still offer or assign whom matching leaves out because their hours do not
 * meet the student's (a stalled request's usual case): who teaches the course in its mode, with an
 * account that is not blocked, not asked yet; best rated first, 20 of them.
 */
async function tutorsBesideCandidates(db: Db, request: typeof tutorRequests.$inferSelect, leaveOut: number[], locale: Locale): Promise<OperatorOtherTutor[]> {
  if (!request.courseId) return [];
  const rows = await db
    .select({ id: tutors.id, name: tutorName(locale), username: tutors.username, priceCents: tutors.priceCents })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .innerJoin(tutorCourses, and(eq(tutorCourses.tutorId, tutors.id), eq(tutorCourses.courseId, request.courseId)))
    .where(
      and(
        eq(tutors.isActive, true),
        isNull(users.blockedAt),
        request.teachingMode === 'in_person' ? eq(tutors.teachesOffline, true) : eq(tutors.teachesOnline, true),
        leaveOut.length ? notInArray(tutors.id, leaveOut) : undefined,
      ),
    )
    .orderBy(desc(tutors.ratingScore), asc(tutors.id))
    .limit(20);
  return rows.map((t) => ({ tutor_id: t.id, tutor_name: t.name, username: t.username, price_cents: t.priceCents }));
}

/**
 * A tutor the console may offer or assign: an active, listed tutor with an account that is not
 * blocked, who teaches the request's course in its mode (online, or in person). Hours need not
 * overlap: the operator may know better than the calendar. Anything else is a 422 on `tutor_id`.
 */
async function assignableTutor(tx: Db, tutorId: number, request: typeof tutorRequests.$inferSelect): Promise<{ userId: number }> {
  const [tutor] = await tx
    .select({ userId: tutors.userId, teachesOnline: tutors.teachesOnline, teachesOffline: tutors.teachesOffline })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(and(eq(tutors.id, tutorId), eq(tutors.isActive, true), isNull(users.blockedAt)));
  if (!tutor?.userId) throw new DomainError('invalid', 'operator_tutor_unavailable', {}, 'tutor_id');
  const mode = request.teachingMode === 'in_person' ? tutor.teachesOffline : tutor.teachesOnline;
  const [teaches] = request.courseId
    ? await tx
        .select({ id: tutorCourses.tutorId })
        .from(tutorCourses)
        .where(and(eq(tutorCourses.tutorId, tutorId), eq(tutorCourses.courseId, request.courseId)))
    : [];
  if (!mode || !teaches) throw new DomainError('invalid', 'operator_tutor_does_not_teach', {}, 'tutor_id');
  return { userId: tutor.userId };
}

/** A new offer row for the tutor: next rank, the matching score when they are a candidate (else 0), their hours' overlap. */
async function newOffer(tx: Db, request: typeof tutorRequests.$inferSelect, tutorId: number, at: Date): Promise<{ id: number; expiresAt: Date }> {
  const offers = await tx
    .select({ tutorId: tutorRequestOffers.tutorId, rank: tutorRequestOffers.rank })
    .from(tutorRequestOffers)
    .where(eq(tutorRequestOffers.requestId, request.id));
  const ranked = await findCandidates(
    tx,
    matchInput(
      request,
      offers.map((o) => o.tutorId),
    ),
    1000,
  );
  const candidate = ranked.find((c) => c.tutorId === tutorId);
  const expiresAt = new Date(at.getTime() + OFFER_TTL_MS);
  const [offer] = await tx
    .insert(tutorRequestOffers)
    .values({
      requestId: request.id,
      tutorId,
      rank: offers.reduce((max, o) => Math.max(max, o.rank), 0) + 1,
      score: candidate?.score ?? 0,
      overlapMinutes: candidate?.overlapMinutes ?? (await tutorOverlap(tx, request, tutorId)),
      expiresAt,
    })
    .returning({ id: tutorRequestOffers.id });
  return { id: offer!.id, expiresAt };
}

async function offerOf(tx: Db, requestId: number, tutorId: number) {
  const [offer] = await tx
    .select()
    .from(tutorRequestOffers)
    .where(and(eq(tutorRequestOffers.requestId, requestId), eq(tutorRequestOffers.tutorId, tutorId)));
  return offer;
}

export interface ConsoleActor {
  actorId: number;
  ip: string | null;
}

function requireTakesTutors(state: string): void {
  if (!TAKES_TUTORS.includes(state as RequestState)) throw new DomainError('conflict', 'operator_request_not_open');
}

/**
 * Sends an offer by hand, as matching would: an offer row with its expiry job, `offers_sent` when
 * the request was still matching, and the tutor's notice after commit. A tutor already asked is
 * refused (409), unless their offer is still waiting: then nothing changes (a second click).
 */
export async function sendManualOffer(
  db: Db,
  actor: ConsoleActor,
  requestId: number,
  body: { tutor_id: number; reason?: string },
  locale: Locale = 'fa',
): Promise<OperatorRequestActionResult> {
  await jobsReady();
  const at = new Date();
  const done = await audited<{ changed: boolean; notices: OfferNotice[] }>(
    db,
    {
      ...actor,
      action: 'tutor_request.offer',
      recordType: 'tutor_request',
      recordId: requestId,
      reason: body.reason ?? null,
      unchanged: (r) => !r.changed,
    },
    async (tx): Promise<{ changed: boolean; notices: OfferNotice[] }> => {
      const request = await lockedRequest(tx, requestId);
      requireTakesTutors(request.state);
      const tutor = await assignableTutor(tx, body.tutor_id, request);
      const existing = await offerOf(tx, requestId, body.tutor_id);
      if (existing) {
        if (existing.state === 'offered' && existing.expiresAt > at) return { changed: false, notices: [] };
        throw new DomainError('conflict', 'operator_tutor_already_asked');
      }
      const offer = await newOffer(tx, request, body.tutor_id, at);
      await enqueueJob(tx, 'tutor-requests.expire-offer', { offerId: offer.id }, { startAfter: offer.expiresAt });
      if (request.state === 'matching')
        await applyTransition(tx, { requestId, transition: 'offers_sent', actor: 'operator', actorUserId: actor.actorId, reason: body.reason ?? null });
      return { changed: true, notices: [{ tutorUserId: tutor.userId, offerId: offer.id, requestId }] };
    },
  );
  await sendOfferNotices(db, done.notices);
  return { request: await operatorRequestDetail(db, requestId, locale), changed: done.changed };
}

/**
 * Assigns a tutor who agreed (by phone, say): the same yes as a tutor's own accept
 * (`acceptInTransaction`: the hours held, `tutor_accepted`, the student told), on the tutor's offer
 * (made now when they were never asked). A tutor who declined, or whom the student passed over
 * (released), is refused; an offer that lapsed unanswered may still be accepted this way. Already
 * accepted: nothing changes (a second click).
 */
export async function assignTutor(
  db: Db,
  actor: ConsoleActor,
  requestId: number,
  body: { tutor_id: number; reason: string },
  locale: Locale = 'fa',
): Promise<OperatorRequestActionResult> {
  const at = new Date();
  let done: { changed: boolean; offerId: number | null };
  try {
    done = await audited<{ changed: boolean; offerId: number | null }>(
      db,
      { ...actor, action: 'tutor_request.assign', recordType: 'tutor_request', recordId: requestId, reason: body.reason, unchanged: (r) => !r.changed },
      async (tx) => {
        const request = await lockedRequest(tx, requestId);
        requireTakesTutors(request.state);
        await assignableTutor(tx, body.tutor_id, request);
        const existing = await offerOf(tx, requestId, body.tutor_id);
        if (existing?.state === 'accepted') return { changed: false, offerId: existing.id };
        if (existing?.state === 'declined') throw new DomainError('conflict', 'operator_tutor_declined');
        if (existing?.state === 'released') throw new DomainError('conflict', 'operator_tutor_released');
        const offerId = existing?.id ?? (await newOffer(tx, request, body.tutor_id, at)).id;
        await acceptInTransaction(tx, offerId, { actor: 'operator', actorUserId: actor.actorId, now: at, from: ['offered', 'expired'], reason: body.reason });
        return { changed: true, offerId };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'operator_tutor_hours_taken');
    throw error;
  }
  if (done.changed && done.offerId) await tellStudentOfYes(db, requestId, done.offerId);
  return { request: await operatorRequestDetail(db, requestId, locale), changed: done.changed };
}

/**
 * Gives the request to other tutors: the student's reassign (`reassign`, actor operator): every
 * offer released with its held hours, matching again without the tutors tried, the newly asked
 * told, an open prepayment cancelled. `version` is the request the operator saw: when the very
 * next transition after it is already an operator's reassign, this is a second click and changes
 * nothing; any other change since is a 409 (reload).
 */
export async function operatorReassign(
  db: Db,
  actor: ConsoleActor,
  requestId: number,
  body: { reason: string; version: number },
  locale: Locale = 'fa',
): Promise<OperatorRequestActionResult> {
  await jobsReady();
  const done = await audited<{ changed: boolean; notices: OfferNotice[] }>(
    db,
    { ...actor, action: 'tutor_request.reassign', recordType: 'tutor_request', recordId: requestId, reason: body.reason, unchanged: (r) => !r.changed },
    async (tx): Promise<{ changed: boolean; notices: OfferNotice[] }> => {
      const request = await lockedRequest(tx, requestId);
      if (request.version !== body.version) {
        const [next] = await tx
          .select()
          .from(tutorRequestTransitions)
          .where(and(eq(tutorRequestTransitions.requestId, requestId), eq(tutorRequestTransitions.seq, body.version + 1)));
        if (next?.transition === 'reassign' && next.actor === 'operator') return { changed: false, notices: [] };
        throw new DomainError('conflict', 'tutor_request_invalid_transition');
      }
      if (!canTransition(request.state as RequestState, 'reassign', 'operator')) throw new DomainError('conflict', 'operator_reassign_not_allowed');
      const notices = await reassignInTransaction(tx, requestId, { actor: 'operator', actorUserId: actor.actorId, reason: body.reason });
      return { changed: true, notices };
    },
  );
  if (done.changed) await afterReassign(db, requestId, actor.actorId, done.notices);
  return { request: await operatorRequestDetail(db, requestId, locale), changed: done.changed };
}
