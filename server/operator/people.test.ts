import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { freshIp, lastCode, signInAsOperator, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { createSession } from '@/server/auth/sessions';
import { grantRole } from '@/server/auth/roles';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { courses, users, verificationCodes } from '@/server/db/schema';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { eq } from 'drizzle-orm';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
let operator: string;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 3 });
  operator = await signInAsOperator(handle.db, freshIp());
  [{ id: courseId }] = (await handle.db.select({ id: courses.id }).from(courses).limit(1)) as [{ id: number }];
});
afterAll(() => handle.close());

describe('people in the console', () => {
  it('finds a person by name, by mobile as people type it, and by id', async () => {
    const mobile = uniqueTestMobile();
    await signInByCode(handle.db, mobile, {}, freshIp());
    const user = (await findUserByMobile(handle.db, mobile))!;
    await handle.db.update(users).set({ fullName: 'Parisa Findable' }).where(eq(users.id, user.id));
    const find = async (q: string) =>
      ((await callApi(`/www/v1/operator/people?q=${encodeURIComponent(q)}`, { token: operator })).body.data.people as { id: number }[]).map((p) => p.id);
    expect(await find('parisa find')).toContain(user.id);
    expect(await find(`0${mobile.slice(3)}`)).toContain(user.id);
    expect(await find(String(user.id))).toContain(user.id);
    expect((await callApi('/www/v1/operator/people?q=', { token: operator, locale: 'en-US' })).status).toBe(422);
    expect((await callApi(`/www/v1/operator/people/${user.id}`, { token: operator })).body.data).toMatchObject({
      id: user.id,
      full_name: 'Parisa Findable',
      blocked_at: null,
    });
  });

  it('blocks a tutor: signed out everywhere, no sign-in, the profile off the site; unblocking brings them back', async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    // A second device of theirs.
    const second = await createSession(handle.db, tutor.userId, 'WEBSITE_LOGIN');
    expect((await callApi(`/www/v2/tutor/profile/${tutor.username}`)).status).toBe(200);
    const blocked = await postApi(
      `/www/v1/operator/people/${tutor.userId}/block`,
      { reason: 'Asked students to pay outside the platform.' },
      { token: operator },
    );
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body.data).toMatchObject({ blocked_reason: 'Asked students to pay outside the platform.', tutor_live: false });
    // Every session of theirs ends at once.
    expect((await callApi('/auth/v1/me', { token: tutor.token })).status).toBe(401);
    expect((await callApi('/auth/v1/me', { token: second })).status).toBe(401);
    // No new sign-in.
    const mobile = (await handle.db.select().from(users).where(eq(users.id, tutor.userId)))[0]!.mobile;
    const headers = freshIp();
    await handle.db.delete(verificationCodes).where(eq(verificationCodes.mobile, mobile));
    await postApi('/auth/v1/mobile-verification-send-code', { mobile, send_method: 'SMS' }, { headers });
    const login = await postApi(
      '/auth/v1/login-by-mobile-verification',
      { mobile, mobile_verification_code: await lastCode(handle.db, mobile) },
      { headers, locale: 'en-US' },
    );
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/blocked/);
    // The profile leaves the site.
    expect((await callApi(`/www/v2/tutor/profile/${tutor.username}`)).status).toBe(404);
    expect(await auditEntryFor(handle.db, 'account.block', 'user', tutor.userId)).toMatchObject({
      reason: 'Asked students to pay outside the platform.',
      before: { blocked: false },
      after: { blocked: true },
    });
    expect((await postApi(`/www/v1/operator/people/${tutor.userId}/block`, { reason: 'Again please' }, { token: operator })).status).toBe(409);

    const unblocked = await postApi(`/www/v1/operator/people/${tutor.userId}/unblock`, {}, { token: operator });
    expect(unblocked.body.data).toMatchObject({ blocked_at: null, tutor_live: true });
    expect((await callApi(`/www/v2/tutor/profile/${tutor.username}`)).status).toBe(200);
    expect(await auditEntryFor(handle.db, 'account.unblock', 'user', tutor.userId)).toMatchObject({ before: { blocked: true }, after: { blocked: false } });
  });

  it('never blocks oneself; only an admin blocks a member of the team; a student may not at all', async () => {
    const me = (await callApi('/auth/v1/me', { token: operator })).body.data.id as number;
    expect((await postApi(`/www/v1/operator/people/${me}/block`, { reason: 'Testing myself' }, { token: operator })).status).toBe(409);
    const colleagueMobile = uniqueTestMobile();
    await signInByCode(handle.db, colleagueMobile, {}, freshIp());
    const colleague = (await findUserByMobile(handle.db, colleagueMobile))!;
    await grantRole(handle.db, colleague.id, 'operator');
    expect((await postApi(`/www/v1/operator/people/${colleague.id}/block`, { reason: 'Not my call' }, { token: operator })).status).toBe(403);
    const studentMobile = uniqueTestMobile();
    const student = (await signInByCode(handle.db, studentMobile, {}, freshIp())).token;
    expect((await postApi(`/www/v1/operator/people/${colleague.id}/block`, { reason: 'Not my call' }, { token: student })).status).toBe(403);
    expect((await callApi('/www/v1/operator/people?q=a', { token: student })).status).toBe(403);
    expect((await postApi(`/www/v1/operator/people/${colleague.id}/block`, { reason: '' }, { token: operator, locale: 'fa' })).status).toBe(422);
  });
});
