import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { classSessions, classes, sessionEvents, tutors } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { payTutorForLesson } from '@/server/earnings';
import { pointsForHeldLesson } from '@/server/loyalty';
import { tutorIdOfAccount } from '@/server/tutors';
import { postTransaction } from '@/server/payments';
import { refundableClassMoney } from './reserved-money';
import { DomainError } from '@/server/shared/domain-error';
import { now as clockNow } from '@/server/shared/clock';
import type { ClassRow, SessionActor, SessionRow } from './index';
import { SESSION_TRANSITIONS, type SessionTransitionName, canApply, cancellationRule, disputeDeadline } from './rules';

const asTx = (tx: unknown) => tx as Db;

/** The caller's part in a class: its student, its tutor, or nothing (then it is a 404). */
export type Party = 'student' | 'tutor';

/** A class the caller is a party to, with their part; anyone else's is a 404. */
export async function classForParty(db: Db, userId: number, classId: number): Promise<{ cls: ClassRow; party: Party }> {
  const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
  return { cls: cls!, party: await partyTo(db, userId, cls) };
}

/** The caller's part in a class read already (none, or no class: a 404). */
export async function partyTo(db: Db, userId: number, cls: ClassRow | undefined): Promise<Party> {
  if (cls?.studentUserId === userId) return 'student';
  if (cls && cls.tutorId === (await tutorIdOfAccount(db, userId))) return 'tutor';
  throw new DomainError('not_found', 'class_not_found');
}

/** A session of a class the caller is a party to; anyone else's is a 404. */
export async function sessionForParty(db: Db, userId: number, sessionId: number): Promise<{ session: SessionRow; cls: ClassRow; party: Party }> {
  const [session] = await db.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (!session) throw new DomainError('not_found', 'class_session_not_found');
  try {
    const { cls, party } = await classForParty(db, userId, session.classId);
    return { session, cls, party };
  } catch {
    throw new DomainError('not_found', 'class_session_not_found');
  }
}

export async function recordSessionEvent(
  tx: Db,
  input: { sessionId: number; event: string; from?: string | null; to?: string | null; actor: SessionActor; actorUserId?: number | null; detail?: unknown },
) {
  await tx.insert(sessionEvents).values({
    sessionId: input.sessionId,
    event: input.event,
    fromState: input.from ?? null,
    toState: input.to ?? null,
    actor: input.actor,
    actorUserId: input.actorUserId ?? null,
    detail: input.detail ?? null,
  });
}

/** The student pays for the session: class account → sales, once (the key). */
async function charge(tx: Db, cls: ClassRow, session: SessionRow) {
  await postTransaction(tx, {
    kind: 'session_charge',
    idempotencyKey: `session:${session.id}:charge`,
    legs: [
      { account: { class: cls.id }, amountCents: -cls.unitPriceCents },
      { account: { system: 'sales' }, amountCents: cls.unitPriceCents },
    ],
    memo: { class_id: cls.id, session_id: session.id, student_user_id: cls.studentUserId },
  });
}

/** The tutor earns the charged lesson's price less the commission (server/earnings). */
async function payTutor(tx: Db, cls: ClassRow, session: SessionRow) {
  const minutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000);
  await payTutorForLesson(tx, { tutorId: cls.tutorId, classId: cls.id, sessionId: session.id, priceCents: cls.unitPriceCents, minutes });
}

/** An operator found the tutor absent after a charge: the charge goes back into the class account. */
async function undoCharge(tx: Db, cls: ClassRow, session: SessionRow) {
  await postTransaction(tx, {
    kind: 'charge_undone',
    idempotencyKey: `session:${session.id}:charge-undone`,
    legs: [
      { account: { system: 'sales' }, amountCents: -cls.unitPriceCents },
      { account: { class: cls.id }, amountCents: cls.unitPriceCents },
    ],
    memo: { class_id: cls.id, session_id: session.id, student_user_id: cls.studentUserId },
  });
}

/**
 * The tutor cancelled or did not come: the session's share of what is prepaid for the class (one
 * session's price, at most what the class account holds outside its discount packs) goes back to
 * the student's wallet. Nothing moves when nothing is prepaid (the session was never charged), nor
 * from a pack: its session stays in the pack for a later lesson (cash for it would pay more than
 * the pack cost).
 */
async function refundTutorFault(tx: Db, cls: ClassRow, session: SessionRow) {
  const amount = Math.min(cls.unitPriceCents, await refundableClassMoney(tx, cls.id));
  if (amount <= 0) return;
  await postTransaction(tx, {
    kind: 'class_refund',
    idempotencyKey: `session:${session.id}:tutor-refund`,
    userId: cls.studentUserId,
    legs: [
      { account: { class: cls.id }, amountCents: -amount },
      { account: { wallet: cls.studentUserId }, amountCents: amount },
    ],
    memo: { class_id: cls.id, session_id: session.id, reason: 'tutor_fault' },
  });
}

export interface ApplyInput {
  sessionId: number;
  transition: SessionTransitionName;
  actor: SessionActor;
  actorUserId?: number | null;
  reason?: string | null;
  now?: Date;
}

/**
 * Applies one session transition in one database transaction: the class row is locked (one money
 * decision per class at a time), the rules checked against the locked row, the row moved as a
 * compare-and-swap on its version, the event written and the money moved through the ledger.
 * Not allowed now (state, actor or time): 409 class_session_invalid_transition.
 */
export async function applySessionTransition(db: Db, input: ApplyInput): Promise<SessionRow> {
  const now = input.now ?? clockNow();
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const [head] = await tx.select({ classId: classSessions.classId }).from(classSessions).where(eq(classSessions.id, input.sessionId));
    if (!head) throw new DomainError('not_found', 'class_session_not_found');
    const [cls] = await tx.select().from(classes).where(eq(classes.id, head.classId)).for('update');
    const [session] = await tx.select().from(classSessions).where(eq(classSessions.id, input.sessionId));
    if (!cls || !session) throw new DomainError('not_found', 'class_session_not_found');
    if (!canApply(input.transition, session, input.actor, now)) throw new DomainError('conflict', 'class_session_invalid_transition');
    const rule = SESSION_TRANSITIONS[input.transition];
    const cancelRule =
      input.transition === 'cancel_by_student' ? cancellationRule(session.startsAt, 'student', now) : input.transition === 'cancel_by_tutor' ? 'tutor' : null;
    const charges = rule.money === 'charge' || cancelRule === 'late';
    const [moved] = await tx
      .update(classSessions)
      .set({
        state: rule.to,
        version: sql`${classSessions.version} + 1`,
        updatedAt: now,
        ...(charges ? { charged: true } : {}),
        ...(rule.money === 'undo_charge_tutor_fault' ? { charged: false } : {}),
        ...(rule.to === 'held' || rule.to === 'student_absent' ? { heldAt: now, disputeUntil: disputeDeadline(now) } : {}),
        ...(rule.to === 'confirmed' ? { confirmedAt: now } : {}),
        ...(rule.to === 'cancelled' ? { cancelledAt: now, cancelledBy: input.actor, cancelRule } : {}),
        ...(rule.to === 'tutor_absent' ? { cancelledBy: input.actor } : {}),
        ...(input.reason ? { reason: input.reason } : {}),
      })
      .where(and(eq(classSessions.id, session.id), eq(classSessions.version, session.version)))
      .returning();
    if (!moved) throw new DomainError('conflict', 'class_session_invalid_transition');
    if (charges) await charge(tx, cls, moved);
    // A lesson counts once it is confirmed (by the student, the sweep or an operator), or at once when a late cancellation charged it.
    if (moved.charged && (rule.to === 'confirmed' || cancelRule === 'late')) await payTutor(tx, cls, moved);
    // The student's loyalty points for a lesson they attended (one they missed earns none).
    if (rule.to === 'confirmed' && session.state !== 'student_absent') {
      await pointsForHeldLesson(tx, { studentUserId: cls.studentUserId, sessionId: session.id, classId: cls.id });
    }
    if (rule.money === 'undo_charge_tutor_fault' && session.charged) await undoCharge(tx, cls, moved);
    if (rule.money === 'tutor_fault' || rule.money === 'undo_charge_tutor_fault') await refundTutorFault(tx, cls, moved);
    await recordSessionEvent(tx, {
      sessionId: session.id,
      event: input.transition,
      from: session.state,
      to: rule.to,
      actor: input.actor,
      actorUserId: input.actorUserId,
      detail: { ...(cancelRule ? { cancel_rule: cancelRule } : {}), ...(charges ? { charged_cents: cls.unitPriceCents } : {}), reason: input.reason ?? null },
    });
    return moved;
  });
}

/** What a party may do, as the transition name the API takes, with the actor it acts as. */
const PARTY_TRANSITIONS: Record<Party, SessionTransitionName[]> = {
  student: ['confirm', 'dispute', 'report_tutor_absent', 'cancel_by_student'],
  tutor: ['mark_held', 'mark_student_absent', 'cancel_by_tutor'],
};

/** A party acts on a session (another user's session is a 404; a transition not theirs is a 409). */
export async function actOnSession(db: Db, userId: number, sessionId: number, transition: SessionTransitionName, reason?: string | null) {
  const { party } = await sessionForParty(db, userId, sessionId);
  if (!PARTY_TRANSITIONS[party].includes(transition)) throw new DomainError('conflict', 'class_session_invalid_transition');
  const moved = await applySessionTransition(db, { sessionId, transition, actor: party, actorUserId: userId, reason });
  return { id: moved.id, state: moved.state, charged: moved.charged, cancel_rule: moved.cancelRule };
}

/** A party cancels: the student's falls under the cutoff rule, the tutor's is always the tutor's. */
export async function cancelSession(db: Db, userId: number, sessionId: number, reason?: string | null) {
  const { party } = await sessionForParty(db, userId, sessionId);
  return actOnSession(db, userId, sessionId, party === 'student' ? 'cancel_by_student' : 'cancel_by_tutor', reason);
}

/** Held or absent sessions whose dispute window has passed: confirmed by the system (the sweep). */
export async function autoConfirmDue(db: Db, now = clockNow()): Promise<number> {
  const due = await db
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(and(sql`${classSessions.state} in ('held','student_absent')`, sql`${classSessions.disputeUntil} <= ${now}`))
    .limit(500);
  let confirmed = 0;
  for (const { id } of due) {
    try {
      await applySessionTransition(db, { sessionId: id, transition: 'auto_confirm', actor: 'system', now });
      confirmed += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return confirmed;
}

/**
 * An operator settles a disputed session: held (the charge stands) or tutor absent (undone and
 * refunded), with a reason kept on the session's history; both sides are told the decision and the
 * reason (docs/decisions.md "The operator console: disputes").
 */
export async function resolveDispute(db: Db, operatorUserId: number, sessionId: number, outcome: 'held' | 'tutor_absent', reason: string) {
  const moved = await applySessionTransition(db, {
    sessionId,
    transition: outcome === 'held' ? 'resolve_held' : 'resolve_tutor_absent',
    actor: 'operator',
    actorUserId: operatorUserId,
    reason,
  });
  const [cls] = await db
    .select({ id: classes.id, student: classes.studentUserId, tutor: tutors.userId })
    .from(classes)
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .where(eq(classes.id, moved.classId));
  for (const userId of [cls?.student, cls?.tutor]) {
    if (!userId) continue;
    await notify(db, {
      template: 'dispute-decided',
      userId,
      eventKey: `dispute:${moved.id}:decided`,
      params: { outcome, reason, at: moved.startsAt },
      linkPath: `/profile/dashboard/my-classes/${moved.classId}`,
    });
  }
  return { id: moved.id, state: moved.state, charged: moved.charged };
}
