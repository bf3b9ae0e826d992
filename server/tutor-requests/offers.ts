// A tutor's answer to an offer: accept (holding the hours), decline, or let it expire.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SITE_URL } from '@/lib/seo.server';
import { type OfferState, type WeeklyHourValue } from '@/lib/schemas/tutor-requests';
import { utcSlots } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import { tutorHourHolds, tutorRequestOffers, tutorRequests } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { DomainError } from '@/server/shared/domain-error';
import { tutorIdOfAccount } from '@/server/tutors';
import { type Actor } from './state-machine';
import { applyTransition } from './transitions';
import { type RequestRow, jobsReady, tutorWeeklyHours } from './model';
import { askTutors, sendOfferNotices } from './asking';

/** The tutor profile an account teaches as, or a 404. */
export async function tutorOfUser(db: Db, userId: number): Promise<{ id: number }> {
  const id = await tutorIdOfAccount(db, userId);
  if (id === null) throw new DomainError('not_found', 'tutor_offer_not_found');
  return { id };
}

async function ownOffer(db: Db, userId: number, offerId: number) {
  const tutor = await tutorOfUser(db, userId);
  const [offer] = await db
    .select()
    .from(tutorRequestOffers)
    .where(and(eq(tutorRequestOffers.id, offerId), eq(tutorRequestOffers.tutorId, tutor.id)));
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

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/** The tutor says yes: the hours are held (the database refuses a second hold of the same half hour) and the student gets a suggestion. */
export async function acceptOffer(
  db: Db,
  userId: number,
  offerId: number,
  now = new Date(),
): Promise<{ offer_id: number; request_id: number; state: 'accepted' }> {
  const offer = await ownOffer(db, userId, offerId);
  if (offer.state === 'offered' && offer.expiresAt <= now) throw new DomainError('conflict', 'tutor_offer_expired');
  if (offer.state !== 'offered') throw new DomainError('conflict', 'tutor_offer_not_open');
  try {
    await db.transaction((tx) => acceptInTransaction(tx as unknown as Db, offerId, { actor: 'system', actorUserId: userId, now, from: ['offered'] }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'tutor_hours_taken');
    throw error;
  }
  await tellStudentOfYes(db, offer.requestId, offerId);
  return { offer_id: offerId, request_id: offer.requestId, state: 'accepted' };
}

export interface AcceptOptions {
  /** Who moves the request: the system for a tutor's own yes, the operator for an assignment. */
  actor: Actor;
  actorUserId: number;
  now: Date;
  /** The offer states a yes may come from: a tutor's own yes only from a waiting offer, still in time. */
  from: readonly OfferState[];
  reason?: string | null;
}

/**
 * A yes, inside the caller's transaction (the tutor's accept and the operator's assignment share
 * it): the offer becomes accepted, the student's hours are held in the tutor's week (a unique
 * index refuses a second hold: the caller turns 23505 into its 409), and the request has a
 * suggestion. The request must still be waiting for tutors.
 */
export async function acceptInTransaction(tx: Db, offerId: number, options: AcceptOptions): Promise<void> {
  const inTime = options.from.includes('expired') ? sql`true` : sql`${tutorRequestOffers.expiresAt} > ${options.now}`;
  const [moved] = await tx
    .update(tutorRequestOffers)
    .set({ state: 'accepted', respondedAt: options.now })
    .where(and(eq(tutorRequestOffers.id, offerId), inArray(tutorRequestOffers.state, [...options.from]), inTime))
    .returning();
  if (!moved) throw new DomainError('conflict', 'tutor_offer_not_open');
  const [request] = await tx.select().from(tutorRequests).where(eq(tutorRequests.id, moved.requestId));
  if (!request || !['matching', 'offers_out', 'suggestions_ready'].includes(request.state)) throw new DomainError('conflict', 'tutor_offer_not_open');
  const availability = await tutorWeeklyHours(tx, moved.tutorId);
  const slots = heldSlots(request, availability);
  if (slots.length) await tx.insert(tutorHourHolds).values(slots.map((slot) => ({ tutorId: moved.tutorId, slot, offerId, requestId: request.id })));
  if (request.state !== 'suggestions_ready')
    await applyTransition(tx, {
      requestId: request.id,
      transition: 'tutor_accepted',
      actor: options.actor,
      actorUserId: options.actorUserId,
      reason: options.reason ?? null,
    });
}

/** Tells the student a tutor said yes (once per offer: the event key). */
export async function tellStudentOfYes(db: Db, requestId: number, offerId: number): Promise<void> {
  const [owner] = await db.select({ userId: tutorRequests.userId }).from(tutorRequests).where(eq(tutorRequests.id, requestId));
  if (!owner) return;
  await notify(db, {
    template: 'tutor-request-suggestion',
    userId: owner.userId,
    eventKey: `tutor-request:${requestId}:accepted:${offerId}`,
    params: { link: `${SITE_URL}/tutor-request/tracking/${requestId}` },
  }).catch(() => undefined);
}

/** The tutor says no, with a reason; the next candidate is asked. */
export async function declineOffer(
  db: Db,
  userId: number,
  offerId: number,
  reason: string,
  now = new Date(),
): Promise<{ offer_id: number; request_id: number; state: 'declined' }> {
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
  return { offer_id: offerId, request_id: offer.requestId, state: 'declined' };
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

/** Frees a request's offers (offered or accepted, except `keepOfferId`) and their held hours. */
export async function releaseOffers(tx: Db, requestId: number, keepOfferId?: number): Promise<void> {
  const open = await tx
    .select({ id: tutorRequestOffers.id })
    .from(tutorRequestOffers)
    .where(and(eq(tutorRequestOffers.requestId, requestId), inArray(tutorRequestOffers.state, ['offered', 'accepted'])));
  const ids = open.map((o) => o.id).filter((id) => id !== keepOfferId);
  if (!ids.length) return;
  await tx.delete(tutorHourHolds).where(inArray(tutorHourHolds.offerId, ids));
  await tx.update(tutorRequestOffers).set({ state: 'released' }).where(inArray(tutorRequestOffers.id, ids));
}
