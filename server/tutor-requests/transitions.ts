import { and, eq, sql } from 'drizzle-orm';
import type { RequestState } from '@/lib/schemas/tutor-requests';
import type { Db } from '@/server/db/client';
import { tutorRequestTransitions, tutorRequests } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { type Actor, TRANSITIONS, type TransitionName, canTransition } from './state-machine';

export interface TransitionInput {
  requestId: number;
  transition: TransitionName;
  actor: Actor;
  actorUserId?: number | null;
  reason?: string | null;
  /** Only from this version of the request (what the caller decided on, e.g. the choice a prepayment was billed for). */
  expectedVersion?: number;
}

/**
 * Applies one transition as a compare-and-swap: the row moves only if it is still in a state the
 * transition leaves from (0 rows: a 409, whoever won the race), and the history row is written in
 * the same statement's transaction. Call it inside the caller's transaction.
 */
export async function applyTransition(tx: Db, input: TransitionInput): Promise<{ from: RequestState; to: RequestState }> {
  const rule = TRANSITIONS[input.transition];
  const [current] = await tx
    .select({ state: tutorRequests.state, version: tutorRequests.version })
    .from(tutorRequests)
    .where(eq(tutorRequests.id, input.requestId));
  if (!current) throw new DomainError('not_found', 'tutor_request_not_found');
  const from = current.state as RequestState;
  if (input.expectedVersion !== undefined && current.version !== input.expectedVersion) {
    throw new DomainError('conflict', 'tutor_request_invalid_transition');
  }
  if (!canTransition(from, input.transition, input.actor)) {
    throw new DomainError('conflict', 'tutor_request_invalid_transition');
  }
  const moved = await tx
    .update(tutorRequests)
    .set({
      state: rule.to,
      version: sql`${tutorRequests.version} + 1`,
      updatedAt: new Date(),
      ...(input.transition === 'submit' ? { submittedAt: new Date() } : {}),
    })
    .where(and(eq(tutorRequests.id, input.requestId), eq(tutorRequests.version, current.version), eq(tutorRequests.state, from)))
    .returning({ version: tutorRequests.version });
  if (moved.length === 0) throw new DomainError('conflict', 'tutor_request_invalid_transition');
  await tx.insert(tutorRequestTransitions).values({
    requestId: input.requestId,
    seq: moved[0]!.version,
    transition: input.transition,
    fromState: from,
    toState: rule.to,
    actor: input.actor,
    actorUserId: input.actorUserId ?? null,
    reason: input.reason ?? null,
  });
  return { from, to: rule.to };
}
