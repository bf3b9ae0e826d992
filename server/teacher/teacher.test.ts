import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '@/server/auth/roles';
import { findUserByMobile } from '@/server/auth/users';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { tutorAvailability, tutors } from '@/server/db/schema';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 3 });
});
afterAll(() => handle.close());

describe('the teacher dashboard API', () => {
  it("shows the tutor profile the account teaches as, with its weekly hours in the tutor's zone", async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    const user = (await findUserByMobile(handle.db, mobile))!;
    await grantRole(handle.db, user.id, 'teacher');
    // A listed-only tutor, the same one on every pass (the PostgreSQL pass shares the database with earlier files).
    const [tutor] = await handle.db.select().from(tutors).where(isNull(tutors.userId)).orderBy(asc(tutors.id)).limit(1);
    await handle.db.update(tutors).set({ userId: user.id }).where(eq(tutors.id, tutor!.id));
    await handle.db.insert(tutorAvailability).values([
      { tutorId: tutor!.id, weekday: 3, startMinute: 17 * 60, endMinute: 20 * 60, timeZone: 'Asia/Tehran' },
      { tutorId: tutor!.id, weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60, timeZone: 'Asia/Tehran' },
    ]);
    const answer = await callApi('/www/v1/teacher/overview', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.profile).toMatchObject({ tutor_id: tutor!.id, username: tutor!.username, price_cents: tutor!.priceCents });
    expect(answer.body.data.availability).toEqual([
      { weekday: 1, start_minute: 540, end_minute: 720, time_zone: 'Asia/Tehran' },
      { weekday: 3, start_minute: 1020, end_minute: 1200, time_zone: 'Asia/Tehran' },
    ]);
  });

  it('has no profile yet for a tutor whose onboarding has not made one', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    await grantRole(handle.db, (await findUserByMobile(handle.db, mobile))!.id, 'teacher');
    expect((await callApi('/www/v1/teacher/overview', { token })).body.data).toEqual({ profile: null, availability: [] });
  });
});
