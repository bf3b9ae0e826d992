import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LOYALTY_RULES } from '@/lib/schemas/loyalty';
import { instantOf, wallClockOf } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import {
  classSessions,
  classes,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  loyaltyPoints,
  sessionEvents,
  tutorCourses,
  tutorRequests,
  tutors,
  users,
} from '@/server/db/schema';

/**
 * The demo student's paid class with the demo tutor (issue 30), so every class page shows
 * something real: Mondays and Wednesdays 17:00 Tehran time, from three weeks before the seed to four
 * weeks after it, with confirmed, held (to confirm), cancelled (free and late) and upcoming lessons.
 * Eight lessons were prepaid (an opening credit of the class's ledger account); each charged one
 * moves its price to sales, so prepaid / owed reads as it would after real payments. Made once.
 */
const ZONE = 'Asia/Tehran';
const TIMES = [
  { weekday: 1, start_minute: 17 * 60, end_minute: 18 * 60 },
  { weekday: 3, start_minute: 17 * 60, end_minute: 18 * 60 },
];
const HOUR = 3_600_000;

async function accountId(db: Db, key: string, kind: 'system' | 'class'): Promise<number> {
  await db.insert(ledgerAccounts).values({ key, kind }).onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.key, key));
  return row!.id;
}

async function post(db: Db, kind: string, key: string, userId: number, from: number, to: number, cents: number, memo: object) {
  const [tx] = await db
    .insert(ledgerTransactions)
    .values({ kind, idempotencyKey: key, userId: null, amountCents: cents, memo: { ...memo, student_user_id: userId } })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!tx) return;
  await db.insert(ledgerEntries).values([
    { transactionId: tx.id, accountId: from, amountCents: -cents },
    { transactionId: tx.id, accountId: to, amountCents: cents },
  ]);
}

export async function seedDemoClass(db: Db, studentMobile: string, tutorMobile: string, now = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, studentMobile));
  const [tutorUser] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, tutorMobile));
  if (!student || !tutorUser) return;
  const [tutor] = await db.select({ id: tutors.id, priceCents: tutors.priceCents }).from(tutors).where(eq(tutors.userId, tutorUser.id));
  if (!tutor) return;
  const [existing] = await db.select({ id: classes.id }).from(classes).where(eq(classes.studentUserId, student.id)).limit(1);
  if (existing) return;
  const [course] = await db.select({ id: tutorCourses.courseId }).from(tutorCourses).where(eq(tutorCourses.tutorId, tutor.id)).limit(1);

  // The Monday three weeks before the seed, in Tehran.
  const today = wallClockOf(now.getTime(), ZONE);
  const start = new Date(Date.UTC(today.year, today.month - 1, today.day - (today.weekday - 1) - 21));
  const startDate = { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate() };
  const isoStart = `${startDate.year}-${String(startDate.month).padStart(2, '0')}-${String(startDate.day).padStart(2, '0')}`;

  const [request] = await db
    .insert(tutorRequests)
    .values({
      userId: student.id,
      tutorId: tutor.id,
      origin: 'profile',
      state: 'prepaid',
      courseId: course?.id ?? null,
      teachingMode: 'online',
      timeZone: ZONE,
      weeklyHours: [
        { weekday: 1, start_minute: 17 * 60, end_minute: 19 * 60 },
        { weekday: 3, start_minute: 17 * 60, end_minute: 19 * 60 },
      ],
      classInfo: {
        course_id: course?.id ?? 1,
        level: 'Grade 10',
        teaching_mode: 'online',
        sessions_per_week: 2,
        session_minutes: 60,
        start_date: isoStart,
        group_kind: 'one_to_one',
      },
      submittedAt: new Date(start.getTime() - 7 * 24 * HOUR),
      createdAt: new Date(start.getTime() - 7 * 24 * HOUR),
    })
    .returning({ id: tutorRequests.id });
  const unit = tutor.priceCents;
  const [cls] = await db
    .insert(classes)
    .values({
      requestId: request!.id,
      studentUserId: student.id,
      tutorId: tutor.id,
      courseId: course?.id ?? null,
      teachingMode: 'online',
      sessionMinutes: 60,
      unitPriceCents: unit,
      timeZone: ZONE,
      weeklyTimes: TIMES,
      roomKey: randomBytes(24).toString('base64url'),
      createdAt: new Date(start.getTime() - 6 * 24 * HOUR),
    })
    .returning();

  const classAccount = await accountId(db, `class:${cls!.id}`, 'class');
  const opening = await accountId(db, 'system:opening', 'system');
  const sales = await accountId(db, 'system:sales', 'system');
  await post(db, 'class_credit', `seed:class:${cls!.id}:prepaid`, student.id, opening, classAccount, 8 * unit, { class_id: cls!.id, demo: true });

  // Seven weeks of Mondays and Wednesdays: the past ones held and confirmed but for a few.
  const occurrences: number[] = [];
  for (let day = 0; day < 7 * 7; day += 1) {
    const d = new Date(Date.UTC(startDate.year, startDate.month - 1, startDate.day + day));
    const weekday = ((d.getUTCDay() + 6) % 7) + 1;
    for (const time of TIMES)
      if (time.weekday === weekday)
        occurrences.push(instantOf({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, time.start_minute, ZONE));
  }
  const past = occurrences.filter((at) => at + HOUR <= now.getTime());
  const lastPast = past.length - 1;
  let upcomingIndex = 0;
  for (const [index, at] of occurrences.entries()) {
    const startsAt = new Date(at);
    const endsAt = new Date(at + HOUR);
    const isPast = at + HOUR <= now.getTime();
    let values: Partial<typeof classSessions.$inferInsert> = { state: 'scheduled' };
    if (isPast && index === 1) values = { state: 'cancelled', cancelledBy: 'student', cancelRule: 'free', cancelledAt: new Date(at - 3 * 24 * HOUR) };
    else if (isPast && index === 3)
      values = { state: 'cancelled', cancelledBy: 'student', cancelRule: 'late', charged: true, cancelledAt: new Date(at - 5 * HOUR) };
    else if (isPast && index === lastPast) values = { state: 'held', charged: true, heldAt: endsAt, disputeUntil: new Date(endsAt.getTime() + 48 * HOUR) };
    else if (isPast) values = { state: 'confirmed', charged: true, heldAt: endsAt, confirmedAt: new Date(endsAt.getTime() + 2 * HOUR) };
    else if (upcomingIndex++ === 2) values = { state: 'cancelled', cancelledBy: 'student', cancelRule: 'free', cancelledAt: now };
    const [row] = await db
      .insert(classSessions)
      .values({ classId: cls!.id, tutorId: tutor.id, startsAt, endsAt, timeZone: ZONE, ...values })
      .onConflictDoNothing()
      .returning({ id: classSessions.id, state: classSessions.state, charged: classSessions.charged });
    if (!row) continue;
    await db
      .insert(sessionEvents)
      .values({ sessionId: row.id, event: 'scheduled', toState: 'scheduled', actor: 'system', detail: { slot: startsAt.toISOString() } });
    if (row.state !== 'scheduled')
      await db
        .insert(sessionEvents)
        .values({ sessionId: row.id, event: 'seeded', fromState: 'scheduled', toState: row.state, actor: 'system', detail: { demo: true } });
    if (row.charged)
      await post(db, 'session_charge', `session:${row.id}:charge`, student.id, classAccount, sales, unit, { class_id: cls!.id, session_id: row.id });
    // The loyalty club's points for each lesson attended, as the club's rule gives them (server/loyalty/lessons.ts).
    if (row.state === 'confirmed')
      await db
        .insert(loyaltyPoints)
        .values({
          userId: student.id,
          kind: 'lesson',
          points: LOYALTY_RULES.pointsPerLesson,
          idempotencyKey: `session:${row.id}:points`,
          memo: { session_id: row.id, class_id: cls!.id },
          createdAt: endsAt,
        })
        .onConflictDoNothing();
  }
}
