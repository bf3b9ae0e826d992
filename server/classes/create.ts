import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { instantOf } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import { classSessions, classes, sessionEvents, tutorAvailability, tutorRequests } from '@/server/db/schema';
import { type InvoiceRow, postTransaction } from '@/server/payments';
import { now as clockNow } from '@/server/shared/clock';
import type { ClassRow } from './index';
import { horizonEnd } from './rules';
import { chooseWeeklyTimes, occurrences } from './schedule';

/** A tutor's weekly hours, each in the zone it was given in. */
export function tutorHours(db: Db, tutorId: number) {
  return db
    .select({
      weekday: tutorAvailability.weekday,
      start_minute: tutorAvailability.startMinute,
      end_minute: tutorAvailability.endMinute,
      time_zone: tutorAvailability.timeZone,
    })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId));
}

/** The request's start date (midnight in the class's zone), or now when it has passed. */
const startOf = (isoDay: string | undefined, zone: string, now: Date) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? '');
  if (!m) return now;
  const at = instantOf({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, 0, zone);
  return at > now.getTime() ? new Date(at) : now;
};

/**
 * The class a paid prepayment makes (called by the request's payment purpose inside the paying
 * transaction; a second call for the same request answers the class made by the first). The price
 * per session is frozen from the invoice (its subtotal over the prepaid sessions, which payments
 * checked against the choice); the prepayment's value moves from sales into the class's account
 * (`class:<id>:prepayment`), so what is prepaid is read from the ledger like everything after it.
 */
export async function createClassForPaidRequest(tx: Db, requestId: number, invoice: InvoiceRow, now = clockNow()): Promise<ClassRow> {
  const [existing] = await tx.select().from(classes).where(eq(classes.requestId, requestId));
  if (existing) return existing;
  const [request] = await tx.select().from(tutorRequests).where(eq(tutorRequests.id, requestId));
  if (!request?.tutorId) throw new Error(`classes: request ${requestId} has no chosen tutor`);
  const info = request.classInfo;
  const sessionsPerWeek = info?.sessions_per_week ?? 1;
  const minutes = info?.session_minutes ?? 60;
  const zone = request.timeZone ?? 'UTC';
  const start = startOf(info?.start_date, zone, now);
  const weeklyTimes = chooseWeeklyTimes(request.weeklyHours ?? [], zone, await tutorHours(tx, request.tutorId), sessionsPerWeek, minutes, start.getTime());
  const [cls] = await tx
    .insert(classes)
    .values({
      requestId,
      studentUserId: request.userId,
      tutorId: request.tutorId,
      courseId: request.courseId,
      teachingMode: request.teachingMode === 'in_person' ? 'in_person' : 'online',
      address: request.teachingMode === 'in_person' ? request.address : null,
      sessionMinutes: minutes,
      unitPriceCents: Math.round(invoice.subtotalCents / sessionsPerWeek),
      currency: invoice.currency,
      timeZone: zone,
      weeklyTimes,
      roomKey: randomBytes(24).toString('base64url'),
      prepaymentInvoiceId: invoice.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!cls) {
    const [raced] = await tx.select().from(classes).where(eq(classes.requestId, requestId));
    return raced!;
  }
  if (invoice.subtotalCents > 0) {
    await postTransaction(tx, {
      kind: 'class_credit',
      idempotencyKey: `class:${cls.id}:prepayment`,
      invoiceId: invoice.id,
      legs: [
        { account: { system: 'sales' }, amountCents: -invoice.subtotalCents },
        { account: { class: cls.id }, amountCents: invoice.subtotalCents },
      ],
      memo: { class_id: cls.id, prepayment: true },
    });
  }
  await scheduleAhead(tx, cls, now, start);
  return cls;
}

/** The last weekly occurrence already scheduled for a class (a moved or cancelled one included), from its `scheduled` events. */
async function lastScheduledSlot(tx: Db, classId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ last: sql<string | null>`max((${sessionEvents.detail}->>'slot')::timestamptz)` })
    .from(sessionEvents)
    .innerJoin(classSessions, eq(classSessions.id, sessionEvents.sessionId))
    .where(and(eq(classSessions.classId, classId), eq(sessionEvents.event, 'scheduled')));
  return row?.last ? new Date(row.last) : null;
}

/**
 * Schedules a class's sessions up to the horizon (4 weeks from now, or from `from`, the start of a
 * class not begun, when it is made): each weekly occurrence after
 * the last one scheduled, once (a cancelled or moved session is not made again). An occurrence
 * the tutor already teaches at (another class's session, a moved lesson) is skipped: the exclusion
 * constraint refuses it and `on conflict do nothing` lets the rest go in.
 */
export async function scheduleAhead(tx: Db, cls: ClassRow, now = clockNow(), from?: Date): Promise<number> {
  if (cls.state !== 'active') return 0;
  const last = await lastScheduledSlot(tx, cls.id);
  const begin = last ? new Date(last.getTime() + 60_000) : (from ?? now);
  // 4 weeks from now, or from the start of a class not begun yet; never from the last slot (each
  // sweep would then add 4 more weeks, every 15 minutes).
  const until = horizonEnd(from && from.getTime() > now.getTime() ? from : now);
  let made = 0;
  for (const occurrence of occurrences(cls.weeklyTimes, cls.timeZone, begin, until)) {
    const [row] = await tx
      .insert(classSessions)
      .values({ classId: cls.id, tutorId: cls.tutorId, startsAt: occurrence.startsAt, endsAt: occurrence.endsAt, timeZone: cls.timeZone })
      .onConflictDoNothing()
      .returning({ id: classSessions.id });
    if (!row) continue;
    made += 1;
    await tx
      .insert(sessionEvents)
      .values({ sessionId: row.id, event: 'scheduled', toState: 'scheduled', actor: 'system', detail: { slot: occurrence.startsAt.toISOString() } });
  }
  return made;
}

/** The job: every active class scheduled up to the horizon. */
export async function extendHorizons(db: Db, now = clockNow()): Promise<number> {
  const active = await db.select().from(classes).where(eq(classes.state, 'active'));
  let made = 0;
  for (const cls of active) made += await db.transaction((tx) => scheduleAhead(tx as unknown as Db, cls, now));
  return made;
}
