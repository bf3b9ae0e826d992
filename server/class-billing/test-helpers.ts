import type { Db } from '@/server/db/client';
import { classes, tutorRequests, tutors } from '@/server/db/schema';
import { postTransaction } from '@/server/payments';

/**
 * A class of the student's with the first tutor at `priceCents` a session and nothing prepaid (the
 * classes feature makes real ones from a paid prepayment; billing needs only the row and its account).
 */
export async function classFor(db: Db, studentUserId: number, options: { priceCents: number; state?: 'active' | 'ended' }): Promise<number> {
  const [tutor] = await db.select({ id: tutors.id }).from(tutors).limit(1);
  const [request] = await db.insert(tutorRequests).values({ userId: studentUserId, tutorId: tutor!.id, origin: 'profile' }).returning({ id: tutorRequests.id });
  const [made] = await db
    .insert(classes)
    .values({
      requestId: request!.id,
      studentUserId,
      tutorId: tutor!.id,
      teachingMode: 'online',
      sessionMinutes: 60,
      unitPriceCents: options.priceCents,
      timeZone: 'Asia/Tehran',
      weeklyTimes: [{ weekday: 1, start_minute: 600, end_minute: 660 }],
      roomKey: `test-room-${request!.id}-${'k'.repeat(30)}`,
      state: options.state ?? 'active',
    })
    .returning({ id: classes.id });
  return made!.id;
}

/** `count` sessions charged to the class (as the classes feature charges a held one): class account → sales. */
export async function chargeSessions(db: Db, classId: number, count: number, priceCents: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    await db.transaction((tx) =>
      postTransaction(tx as unknown as Db, {
        kind: 'session_charge',
        idempotencyKey: `test-charge:${classId}:${Date.now()}:${Math.random()}`,
        legs: [
          { account: { class: classId }, amountCents: -priceCents },
          { account: { system: 'sales' }, amountCents: priceCents },
        ],
      }),
    );
  }
}
