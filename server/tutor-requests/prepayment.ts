import { and, desc, eq } from 'drizzle-orm';
import type { PrepaymentDue } from '@/lib/schemas/tutor-requests';
import type { Db } from '@/server/db/client';
import { tutorRequestTransitions, tutors } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { ownedRequest, type RequestRow } from './model';
import { applyTransition } from './transitions';
import { CURRENCY } from '@/lib/currency';

/**
 * What a prepayment invoice is billed from, for payments to compare when the money comes: the
 * request's version when the tutor was chosen (every later move changes it) and that tutor.
 */
export async function prepaymentBasis(db: Db, userId: number, requestId: number): Promise<{ due: PrepaymentDue; basis: string }> {
  const request = await ownedRequest(db, userId, requestId);
  const due = await dueOf(db, request);
  return { due, basis: `choice:${request.version}:tutor:${due.tutorId}` };
}

/** The request's version a prepayment basis names (undefined for an invoice billed before bases existed). */
export function choiceVersionOf(basis: string | null): number | undefined {
  const match = /^choice:(\d+):tutor:\d+$/.exec(basis ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The contract with the payments issue (18): what the owner owes before the first lessons, and
 * the transition that records it paid. Rule (docs/decisions.md): the first week's sessions
 * (sessions per week) at the chosen tutor's hourly price for the session length, in cents.
 */
export async function prepaymentDue(db: Db, userId: number, requestId: number): Promise<PrepaymentDue> {
  return dueOf(db, await ownedRequest(db, userId, requestId));
}

async function dueOf(db: Db, request: RequestRow): Promise<PrepaymentDue> {
  const requestId = request.id;
  if (request.state !== 'awaiting_prepayment' || !request.tutorId) throw new DomainError('conflict', 'tutor_request_not_awaiting_prepayment');
  const [tutor] = await db
    .select({ id: tutors.id, name: tutors.fullName, nameEn: tutors.fullNameEn, priceCents: tutors.priceCents })
    .from(tutors)
    .where(eq(tutors.id, request.tutorId));
  if (!tutor) throw new DomainError('conflict', 'tutor_request_not_awaiting_prepayment');
  const sessions = request.classInfo?.sessions_per_week ?? 1;
  const minutes = request.classInfo?.session_minutes ?? 60;
  const unitPriceCents = Math.round((tutor.priceCents * minutes) / 60);
  return {
    requestId,
    tutorId: tutor.id,
    tutorName: tutor.name,
    tutorNameEn: tutor.nameEn,
    sessions,
    unitPriceCents,
    amountCents: sessions * unitPriceCents,
    currency: CURRENCY,
  };
}

/**
 * awaiting_prepayment → prepaid inside the caller's transaction (the payment's). Idempotent for
 * the same invoice: a second call finds the request prepaid by it and does nothing; prepaid by
 * another invoice, or in any other state, is a 409. With `choiceVersion` (the request's version
 * when the invoice was billed, see prepaymentBasis), only that very choice is prepaid: after a
 * reassignment and a new choice the old invoice is a 409 too, even at the same price.
 */
export async function markRequestPrepaid(
  tx: Db,
  requestId: number,
  invoiceId: number | string,
  choiceVersion?: number,
): Promise<{ requestId: number; state: 'prepaid' }> {
  const reason = `invoice:${invoiceId}`;
  const [last] = await tx
    .select({ to: tutorRequestTransitions.toState, reason: tutorRequestTransitions.reason })
    .from(tutorRequestTransitions)
    .where(and(eq(tutorRequestTransitions.requestId, requestId), eq(tutorRequestTransitions.transition, 'prepaid')))
    .orderBy(desc(tutorRequestTransitions.seq))
    .limit(1);
  if (last?.reason === reason) return { requestId, state: 'prepaid' };
  await applyTransition(tx, { requestId, transition: 'prepaid', actor: 'system', reason, expectedVersion: choiceVersion });
  return { requestId, state: 'prepaid' };
}
