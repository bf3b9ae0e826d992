// Asking tutors: who is asked next (matching), the offers made, the notices sent.
import { asc, eq } from 'drizzle-orm';
import { SITE_URL } from '@/lib/seo.server';
import { overlapMinutes } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import { tutorRequestOffers, tutorRequests, tutors } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/enqueue';
import { notify } from '@/server/notifications/notify';
import { logger } from '@/server/observability/logger';
import { MATCH_SIZE, findCandidates } from './matching';
import { applyTransition } from './transitions';
import { OFFER_TTL_MS, type RequestRow, tutorWeeklyHours } from './model';

export interface OfferNotice {
  tutorUserId: number;
  offerId: number;
  requestId: number;
}

/**
 * Keeps up to MATCH_SIZE tutors asked or accepted for a request, asking the next best ones
 * (a request started for one tutor asks that tutor alone first). Moves matching → offers_out
 * when it asked someone, and offers_out → matching when nobody is left to answer.
 */
export async function askTutors(tx: Db, requestId: number, now = new Date()): Promise<OfferNotice[]> {
  const [request] = await tx.select().from(tutorRequests).where(eq(tutorRequests.id, requestId)).for('update');
  if (!request || !['matching', 'offers_out', 'suggestions_ready'].includes(request.state)) return [];
  const offers = await tx
    .select({ tutorId: tutorRequestOffers.tutorId, state: tutorRequestOffers.state, rank: tutorRequestOffers.rank })
    .from(tutorRequestOffers)
    .where(eq(tutorRequestOffers.requestId, requestId));
  const live = offers.filter((o) => o.state === 'offered' || o.state === 'accepted').length;
  const tried = offers.map((o) => o.tutorId);
  let rank = offers.reduce((max, o) => Math.max(max, o.rank), 0);
  const expiresAt = new Date(now.getTime() + OFFER_TTL_MS);
  const picks: Array<{ tutorId: number; score: number; overlapMinutes: number }> = [];
  if (offers.length === 0 && request.tutorId && (await canAnswer(tx, request.tutorId))) {
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

/** A tutor is asked only when they can answer: a listed tutor without an account would leave the request waiting a day for nobody. */
export async function canAnswer(tx: Db, tutorId: number): Promise<boolean> {
  const [tutor] = await tx.select({ userId: tutors.userId, isActive: tutors.isActive }).from(tutors).where(eq(tutors.id, tutorId));
  return Boolean(tutor?.userId && tutor.isActive);
}

/** What matching is given for a request, leaving out the tutors in `exclude`. */
export function matchInput(request: RequestRow, exclude: number[]) {
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

/** Minutes of the student's week the tutor's hours cover, in the week the lessons begin. */
export async function tutorOverlap(db: Db, request: RequestRow, tutorId: number): Promise<number> {
  const own = await tutorWeeklyHours(db, tutorId);
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
