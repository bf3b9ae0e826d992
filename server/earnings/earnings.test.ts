import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classFixture } from '@/server/classes/test-helpers';
import { autoConfirmDue } from '@/server/classes/sessions';
import type { Db, DbHandle } from '@/server/db/client';
import { ledgerTotal, unbalancedTransactions } from '@/server/payments/ledger';
import { setTestClock } from '@/server/shared/clock';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

/** Tutors' earnings through the API (issue 31): a confirmed lesson pays its tutor, less the commission, once. */
let handle: DbHandle;
let db: Db;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 20 });
  db = handle.db;
  const [row] = await db
    .execute(sql`select course_id as id from tutor_courses group by course_id order by count(*) desc limit 1`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  courseId = row!.id;
}, 120_000);
afterEach(() => setTestClock(undefined));
afterAll(() => handle.close());

const START = Date.parse('2027-02-01T14:00:00Z');
const HOUR = 3_600_000;

async function lessonClass() {
  const mobile = uniqueTestMobile();
  const student = (await signInByCode(db, mobile)).token;
  const studentId = (await findUserByMobile(db, mobile))!.id;
  const tutor = await tutorAccount(db, courseId);
  const { classId, sessionIds } = await classFixture(db, {
    studentUserId: studentId,
    tutorId: tutor.tutorId,
    priceCents: 3_000,
    sessions: [0, 1, 2].map((week) => ({ startsAt: new Date(START + week * 7 * 24 * HOUR), minutes: 60 })),
  });
  return { student, tutor, classId, sessionIds };
}

const act = (token: string, sessionId: number, action: string) => postApi(`/www/v1/classes/sessions/${sessionId}/${action}`, {}, { token });
const earnings = async (token: string) => (await callApi('/www/v1/teacher/earnings', { token, locale: 'en-US' })).body.data;

describe("a tutor's earnings", () => {
  it('a held lesson waits; confirmed, it pays the price less 25 % commission, once; the sweep confirms the next', async () => {
    const { student, tutor, sessionIds } = await lessonClass();
    const before = await ledgerTotal(db);
    setTestClock(START + 2 * HOUR);
    expect((await act(tutor.token, sessionIds[0]!, 'held')).status).toBe(200);
    const waiting = await earnings(tutor.token);
    expect(waiting).toMatchObject({ available_cents: 0, pending_cents: 3_000, pending_lessons: 1, lessons: [] });

    expect((await act(student, sessionIds[0]!, 'confirm')).status).toBe(200);
    const paid = await earnings(tutor.token);
    expect(paid).toMatchObject({ available_cents: 2_250, pending_cents: 0, taught_hours: 1, next_percent: 25 });
    expect(paid.lessons).toEqual([
      expect.objectContaining({ session_id: sessionIds[0], gross_cents: 3_000, commission_cents: 750, percent: 25, net_cents: 2_250 }),
    ]);
    // Confirmed again (a replay, a double click): refused, nothing paid twice.
    expect((await act(student, sessionIds[0]!, 'confirm')).status).toBe(409);
    expect((await earnings(tutor.token)).available_cents).toBe(2_250);

    // The next lesson is not answered by the student: the sweep confirms it after the window, and pays.
    setTestClock(START + 7 * 24 * HOUR + 2 * HOUR);
    await act(tutor.token, sessionIds[1]!, 'student-absent');
    await autoConfirmDue(db, new Date(START + 7 * 24 * HOUR + 60 * HOUR));
    expect((await earnings(tutor.token)).available_cents).toBe(4_500);
    expect(await unbalancedTransactions(db)).toEqual([]);
    expect(await ledgerTotal(db)).toBe(before);
  });

  it('a disputed lesson the operator finds the tutor missed pays nothing', async () => {
    const { student, tutor, sessionIds } = await lessonClass();
    setTestClock(START + 2 * HOUR);
    await act(tutor.token, sessionIds[0]!, 'held');
    expect((await postApi(`/www/v1/classes/sessions/${sessionIds[0]}/dispute`, { reason: 'The tutor never came.' }, { token: student })).status).toBe(200);
    expect(await earnings(tutor.token)).toMatchObject({ available_cents: 0, pending_lessons: 1, lessons: [] });
  });

  it('are only ever the caller’s own; a student is refused', async () => {
    const { student, tutor, sessionIds } = await lessonClass();
    setTestClock(START + 2 * HOUR);
    await act(tutor.token, sessionIds[0]!, 'held');
    await act(student, sessionIds[0]!, 'confirm');
    const other = await tutorAccount(db, courseId);
    expect(await earnings(other.token)).toMatchObject({ available_cents: 0, lessons: [] });
    expect((await callApi('/www/v1/teacher/earnings', { token: student })).status).toBe(403);
    expect((await callApi('/www/v1/teacher/earnings')).status).toBe(401);
  });
});
