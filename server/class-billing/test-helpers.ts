import type { Db } from '@/server/db/client';
import { classFixture } from '@/server/classes/test-helpers';
import { tutors } from '@/server/db/schema';
import { postTransaction } from '@/server/payments';

/**
 * A class of the student's with the first tutor at `priceCents` a session and nothing prepaid
 * (billing needs only the class and its account).
 */
export async function classFor(db: Db, studentUserId: number, options: { priceCents: number; state?: 'active' | 'ended' }): Promise<number> {
  const [tutor] = await db.select({ id: tutors.id }).from(tutors).limit(1);
  return (await classFixture(db, { studentUserId, tutorId: tutor!.id, timeZone: 'Asia/Tehran', ...options })).classId;
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
