import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classFixture } from '@/server/classes/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { courses } from '@/server/db/schema';
import { submittedRequest, tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  [{ id: courseId }] = (await handle.db.select({ id: courses.id }).from(courses).limit(1)) as [{ id: number }];
});
afterAll(() => handle.close());

async function person() {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(handle.db, mobile);
  return { token, userId: (await findUserByMobile(handle.db, mobile))!.id };
}

const HOUR = 3_600_000;

describe('GET /www/v1/dashboard/home', () => {
  it("gathers the caller's next session, unpaid bills, wallet, club and unread answers, and only the caller's", async () => {
    const student = await person();
    const other = await person();
    const tutor = await tutorAccount(handle.db, courseId);
    const soon = new Date(Date.now() + 26 * HOUR);
    const { classId, sessionIds } = await classFixture(handle.db, {
      studentUserId: student.userId,
      tutorId: tutor.tutorId,
      sessions: [
        { startsAt: new Date(Date.now() - 48 * HOUR), state: 'held' },
        { startsAt: new Date(Date.now() + 72 * HOUR) },
        { startsAt: soon },
        { startsAt: new Date(Date.now() + 2 * HOUR), state: 'cancelled' },
      ],
    });
    await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token: student.token });
    await postApi('/www/v1/wallet/top-up', { amount_cents: 2_500 }, { token: student.token });

    const home = await callApi('/www/v1/dashboard/home', { token: student.token });
    expect(home.status).toBe(200);
    expect(home.body.data).toMatchObject({
      next_session: { id: sessionIds[2], class_id: classId, starts_at: soon.toISOString() },
      unpaid_bills: { count: 2, total_cents: 3_500 },
      wallet_cents: 0,
      club: { level: 'BRONZE', points: 0 },
      unread_ticket_answers: 0,
      open_requests: 0,
      owned_packages: 0,
    });

    // Someone else sees none of it.
    const theirs = await callApi('/www/v1/dashboard/home', { token: other.token });
    expect(theirs.body.data).toMatchObject({ next_session: null, unpaid_bills: { count: 0, total_cents: 0 }, open_requests: 0 });
    expect((await callApi('/www/v1/dashboard/home')).status).toBe(401);
  });

  it('counts the requests still waiting on tutors, with nothing else to show', async () => {
    const student = await person();
    await submittedRequest(student.token, courseId);
    await submittedRequest(student.token, courseId);
    const home = await callApi('/www/v1/dashboard/home', { token: student.token });
    expect(home.body.data).toMatchObject({ open_requests: 2, next_session: null, unpaid_bills: { count: 0, total_cents: 0 } });
  });
});
