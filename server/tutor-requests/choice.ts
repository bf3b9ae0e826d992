// The student's choice among accepted offers, a cancellation, a reassignment.
import { and, eq } from 'drizzle-orm';
import { SITE_URL } from '@/lib/seo.server';
import { type TutorRequestView } from '@/lib/schemas/tutor-requests';
import type { Db } from '@/server/db/client';
import { tutorRequestOffers, tutorRequests, tutors } from '@/server/db/schema';
import { cancelOpenInvoicesFor } from '@/server/payments';
import { TUTOR_REQUEST_PREPAYMENT } from '@/lib/schemas/tutor-requests';
import { notify } from '@/server/notifications/notify';
import { logger } from '@/server/observability/logger';
import { DomainError } from '@/server/shared/domain-error';
import { type Actor } from './state-machine';
import { applyTransition } from './transitions';
import { ownedRequest, jobsReady } from './model';
import { askTutors, sendOfferNotices } from './asking';
import { releaseOffers } from './offers';
import { requestView } from './views';

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
    await notify(db, {
      template: 'tutor-request-chosen',
      userId: tutor.userId,
      eventKey: `tutor-request:${requestId}:chosen:${offerId}`,
      params: { link: `${SITE_URL}/dashboard` },
    }).catch((error) => logger().warn({ err: String(error), request: requestId }, 'tutor-requests: chosen notice failed'));
  }
  return requestView(db, userId, requestId);
}

/** The student stops the request; offers and held hours are released. */
export async function cancelRequest(
  db: Db,
  userId: number,
  requestId: number,
  reason: string | undefined,
  actor: Actor = 'student',
): Promise<TutorRequestView> {
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
  const notices = await db.transaction((tx) => reassignInTransaction(tx as unknown as Db, requestId, { actor: 'student', actorUserId: userId, reason }));
  await afterReassign(db, requestId, userId, notices);
  return requestView(db, userId, requestId);
}

/** The reassign itself, in the caller's transaction (the student's and the operator's): the tutors newly asked, to tell after commit. */
export async function reassignInTransaction(tx: Db, requestId: number, by: { actor: Actor; actorUserId: number; reason: string }) {
  await applyTransition(tx, { requestId, transition: 'reassign', actor: by.actor, actorUserId: by.actorUserId, reason: by.reason });
  await releaseOffers(tx, requestId);
  // The chosen tutor (or the one it was started for) was tried: matching now looks wider.
  await tx.update(tutorRequests).set({ tutorId: null }).where(eq(tutorRequests.id, requestId));
  return askTutors(tx, requestId);
}

/** After a reassign commits: the prepayment was at the old tutor's price (the next choice gets an invoice of its own); the newly asked are told. */
export async function afterReassign(db: Db, requestId: number, actorId: number, notices: Awaited<ReturnType<typeof askTutors>>): Promise<void> {
  await cancelOpenInvoicesFor(db, TUTOR_REQUEST_PREPAYMENT, String(requestId), actorId);
  await sendOfferNotices(db, notices);
}
