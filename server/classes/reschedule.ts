import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { classSessions, sessionReschedules } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { now as clockNow } from '@/server/shared/clock';
import { CLASS_RULES, rescheduleTimeOk } from './rules';
import { tutorHours } from './create';
import { insideTutorHours } from './schedule';
import { type Party, recordSessionEvent, sessionForParty } from './sessions';

const asTx = (tx: unknown) => tx as Db;

function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23P01') return true;
  return false;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/** Whether another live session of the tutor overlaps [startsAt, endsAt) (the early, friendly check; the constraint decides). */
async function slotTaken(db: Db, tutorId: number, sessionId: number, startsAt: Date, endsAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.tutorId, tutorId),
        ne(classSessions.id, sessionId),
        ne(classSessions.state, 'cancelled'),
        sql`tstzrange(${classSessions.startsAt}, ${classSessions.endsAt}) && tstzrange(${startsAt}, ${endsAt})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * What a new time for a session must respect, for its proposal's page: the tutor's weekly hours
 * (each in the zone it was given in; none means any time) and how far ahead it must be.
 */
export async function rescheduleWindow(db: Db, userId: number, sessionId: number) {
  const { cls } = await sessionForParty(db, userId, sessionId);
  return { tutor_hours: await tutorHours(db, cls.tutorId), notice_minutes: CLASS_RULES.rescheduleNoticeMinutes };
}

/**
 * One side proposes a new time for a scheduled session: inside the tutor's weekly hours, at least
 * an hour ahead, not over another of the tutor's lessons; one pending proposal per session.
 */
export async function proposeReschedule(db: Db, userId: number, sessionId: number, startsAt: Date, timeZone: string, now = clockNow()) {
  const { session, cls, party } = await sessionForParty(db, userId, sessionId);
  if (session.state !== 'scheduled' || session.startsAt <= now) throw new DomainError('conflict', 'class_session_invalid_transition');
  if (!rescheduleTimeOk(startsAt, now)) throw new DomainError('invalid', 'class_reschedule_too_soon', {}, 'starts_at');
  const endsAt = new Date(startsAt.getTime() + cls.sessionMinutes * 60_000);
  const hours = await tutorHours(db, cls.tutorId);
  if (hours.length && !insideTutorHours(startsAt, endsAt, hours)) throw new DomainError('invalid', 'class_reschedule_outside_hours', {}, 'starts_at');
  if (await slotTaken(db, cls.tutorId, session.id, startsAt, endsAt)) throw new DomainError('conflict', 'class_session_slot_taken');
  try {
    return await db.transaction(async (raw) => {
      const tx = asTx(raw);
      const [row] = await tx
        .insert(sessionReschedules)
        .values({ sessionId, proposedBy: party, proposedByUserId: userId, startsAt, endsAt, timeZone })
        .returning();
      await recordSessionEvent(tx, {
        sessionId,
        event: 'reschedule_proposed',
        actor: party,
        actorUserId: userId,
        detail: { reschedule_id: row!.id, starts_at: startsAt.toISOString() },
      });
      return { id: row!.id, state: row!.state, starts_at: row!.startsAt.toISOString(), ends_at: row!.endsAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'class_reschedule_pending');
    throw error;
  }
}

async function proposalForParty(db: Db, userId: number, rescheduleId: number) {
  const [row] = await db.select().from(sessionReschedules).where(eq(sessionReschedules.id, rescheduleId));
  if (!row) throw new DomainError('not_found', 'class_reschedule_not_found');
  try {
    const found = await sessionForParty(db, userId, row.sessionId);
    return { proposal: row, ...found };
  } catch {
    throw new DomainError('not_found', 'class_reschedule_not_found');
  }
}

type Answer = 'accept' | 'decline' | 'withdraw';

/**
 * The other side accepts or declines a pending proposal, or its proposer withdraws it. Accepting
 * moves the session in the same transaction; the exclusion constraint refuses a time another
 * lesson took meanwhile (two proposals into one slot accepted at once: one wins, the other is a
 * 409 class_session_slot_taken and stays pending).
 */
export async function answerReschedule(db: Db, userId: number, rescheduleId: number, answer: Answer, now = clockNow()) {
  const { proposal, party } = await proposalForParty(db, userId, rescheduleId);
  const mine = proposal.proposedBy === party;
  if (answer === 'withdraw' ? !mine : mine) throw new DomainError('conflict', 'class_reschedule_not_yours');
  if (proposal.state !== 'pending') throw new DomainError('conflict', 'class_reschedule_not_pending');
  if (answer === 'accept' && !rescheduleTimeOk(proposal.startsAt, now)) throw new DomainError('conflict', 'class_reschedule_too_late');
  const to = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn';
  try {
    return await db.transaction(async (raw) => {
      const tx = asTx(raw);
      const [moved] = await tx
        .update(sessionReschedules)
        .set({ state: to, respondedAt: now })
        .where(and(eq(sessionReschedules.id, rescheduleId), eq(sessionReschedules.state, 'pending')))
        .returning();
      if (!moved) throw new DomainError('conflict', 'class_reschedule_not_pending');
      if (answer === 'accept') {
        const [session] = await tx
          .update(classSessions)
          .set({ startsAt: moved.startsAt, endsAt: moved.endsAt, version: sql`${classSessions.version} + 1`, updatedAt: now })
          .where(and(eq(classSessions.id, moved.sessionId), eq(classSessions.state, 'scheduled')))
          .returning();
        if (!session) throw new DomainError('conflict', 'class_session_invalid_transition');
      }
      await recordSessionEvent(tx, {
        sessionId: moved.sessionId,
        event: `reschedule_${to}`,
        actor: party as Party,
        actorUserId: userId,
        detail: { reschedule_id: moved.id, starts_at: moved.startsAt.toISOString() },
      });
      return { id: moved.id, state: moved.state, session_id: moved.sessionId };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new DomainError('conflict', 'class_session_slot_taken');
    throw error;
  }
}
