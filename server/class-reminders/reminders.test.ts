import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { classSessions, courses, outboxMessages, users } from '@/server/db/schema';
import { classFixture } from '@/server/classes/test-helpers';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { setupTestDb } from '@/tests/db';
import { sendDueReminders } from './sweep';

let handle: DbHandle;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 6 });
  [{ id: courseId }] = (await handle.db.select({ id: courses.id }).from(courses).limit(1)) as [{ id: number }];
});
afterAll(() => handle.close());

// Each test its own week, so one test's sessions never fall in another's windows.
let NOW = new Date('2027-03-01T08:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
beforeEach(() => {
  NOW = new Date(NOW.getTime() + 7 * 86_400_000);
});

async function parties() {
  const mobile = uniqueTestMobile();
  await signInByCode(handle.db, mobile);
  const student = (await findUserByMobile(handle.db, mobile))!;
  await handle.db.update(users).set({ locale: 'fa', timeZone: 'Asia/Tehran', fullName: 'Dara Rostami' }).where(eq(users.id, student.id));
  const tutor = await tutorAccount(handle.db, courseId);
  const [tutorUser] = await handle.db.select().from(users).where(eq(users.id, tutor.userId));
  await handle.db.update(users).set({ locale: 'en-US', timeZone: 'Europe/Berlin' }).where(eq(users.id, tutor.userId));
  return { student: { id: student.id, mobile }, tutor: { ...tutor, mobile: tutorUser!.mobile } };
}

/** What the reminders sent these people (their sign-in codes left out). */
const outboxOf = async (mobiles: string[]) =>
  (await handle.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, mobiles))).filter((m) => /Tutorly: your|تیوترلی: کلاس/.test(m.body));

describe('class reminders', () => {
  it('sends the 24-hour and 1-hour reminders to both sides once, in each one’s language, zone and join link', async () => {
    const { student, tutor } = await parties();
    const { sessionIds } = await classFixture(handle.db, {
      studentUserId: student.id,
      tutorId: tutor.tutorId,
      sessions: [
        { startsAt: later(23 * 60) }, // 24 h reminder
        { startsAt: later(30) }, // 1 h reminder
        { startsAt: later(30 * 60) }, // none yet
        { startsAt: later(120), state: 'cancelled' }, // none
        { startsAt: later(-30), state: 'held' }, // none
      ],
    });
    expect(await sendDueReminders(handle.db, NOW)).toEqual({ claimed: 2, sent: 2 });
    const sent = await outboxOf([student.mobile, tutor.mobile]);
    expect(sent).toHaveLength(4);
    const toStudent = sent.filter((m) => m.recipient === student.mobile).map((m) => m.body);
    const toTutor = sent.filter((m) => m.recipient === tutor.mobile).map((m) => m.body);
    expect(toStudent.every((body) => /[\u0600-\u06FF]/.test(body) && /[۰-۹]/.test(body))).toBe(true);
    expect(toStudent.some((body) => body.includes('۲۴ ساعت دیگر'))).toBe(true);
    expect(toStudent.some((body) => body.includes(`/profile/dashboard/my-classes/join/${sessionIds[1]}`))).toBe(true);
    expect(toTutor.some((body) => body.includes('in one hour') && body.includes('Dara Rostami') && body.includes('/en-US/profile/dashboard/my-classes/'))).toBe(
      true,
    );
    // 08:30 UTC on 8 March 2027 is 09:30 in Berlin (CET) and 12:00 in Tehran.
    expect(toTutor.some((body) => body.includes('09:30'))).toBe(true);
    expect(toStudent.some((body) => body.includes('۱۲:۰۰'))).toBe(true);

    // A second sweep (another server, a retry) sends nothing more.
    expect(await sendDueReminders(handle.db, later(2))).toEqual({ claimed: 0, sent: 0 });
    expect(await outboxOf([student.mobile, tutor.mobile])).toHaveLength(4);
  });

  it('follows a reschedule (new reminders for the new time) and a cancellation (none)', async () => {
    const { student, tutor } = await parties();
    const { sessionIds } = await classFixture(handle.db, {
      studentUserId: student.id,
      tutorId: tutor.tutorId,
      sessions: [{ startsAt: later(20 * 60) }, { startsAt: later(22 * 60) }],
    });
    expect((await sendDueReminders(handle.db, NOW)).sent).toBe(2);
    // Moved by two hours: its 24-hour reminder is sent again for the new time.
    await handle.db
      .update(classSessions)
      .set({ startsAt: later(22 * 60 + 120), endsAt: later(23 * 60 + 120), version: 1 })
      .where(eq(classSessions.id, sessionIds[0]!));
    await handle.db.update(classSessions).set({ state: 'cancelled' }).where(eq(classSessions.id, sessionIds[1]!));
    expect(await sendDueReminders(handle.db, later(5))).toEqual({ claimed: 1, sent: 1 });
    // The cancelled one gets no 1-hour reminder either.
    expect((await sendDueReminders(handle.db, later(22 * 60 - 30))).sent).toBe(0);
    expect(await outboxOf([student.mobile, tutor.mobile])).toHaveLength(6);
  });

  it('a claim a stopped server left unsent is finished by the next sweep', async () => {
    const { student, tutor } = await parties();
    const { sessionIds } = await classFixture(handle.db, { studentUserId: student.id, tutorId: tutor.tutorId, sessions: [{ startsAt: later(45) }] });
    const { classRemindersSent } = await import('@/server/db/schema');
    await handle.db.insert(classRemindersSent).values({ sessionId: sessionIds[0]!, kind: '1h', startsAt: later(45) });
    expect(await sendDueReminders(handle.db, NOW)).toEqual({ claimed: 0, sent: 1 });
    expect(await outboxOf([student.mobile, tutor.mobile])).toHaveLength(2);
  });
});
