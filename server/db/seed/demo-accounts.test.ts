import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, totpCode } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { courses, tutorCourses, tutors, users } from '@/server/db/schema';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './seed-demo-accounts';
import { seed } from './seed';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 5 });
  await seed(handle.db, { tutors: 5, demoAccounts: true });
  await seed(handle.db, { tutors: 5, demoAccounts: true }); // again: nothing doubles
});
afterAll(() => handle.close());

async function signIn(mobile: string): Promise<string> {
  const login = await postApi(
    '/auth/v1/login-by-password',
    { mobile, password: DEMO_PASSWORD, auth_origin: 'WEBSITE_LOGIN', auth_method: 'PASSWORD' },
    { headers: freshIp() },
  );
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.data.token;
}

describe('demo accounts for every role', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.key, account] as const))('%s signs in with the README password and holds its roles', async (_, account) => {
    const me = await callApi('/auth/v1/me?include=teacher,wallet', { token: await signIn(account.mobile) });
    expect(me.body.data.roles).toEqual([...account.roles].sort());
    expect(me.body.data.wallet).toEqual({ balance_cents: 0, currency: 'EUR' });
  });

  it('the tutor teaches as a live listed tutor with weekly hours', async () => {
    const token = await signIn(DEMO_ACCOUNTS[1].mobile);
    const overview = await callApi('/www/v1/teacher/overview', { token });
    expect(overview.body.data.profile).toMatchObject({ is_active: true });
    expect(overview.body.data.availability).toHaveLength(5);
    const profile = await callApi(`/www/v2/tutor/profile/${encodeURIComponent(overview.body.data.profile.username)}`);
    expect(profile.status).toBe(200);
  });

  it('`me` answers the parts asked for, the tutor with the profile it teaches as', async () => {
    const token = await signIn(DEMO_ACCOUNTS[1].mobile);
    const overview = await callApi('/www/v1/teacher/overview', { token });
    const me = (await callApi('/auth/v1/me?include=teacher,user_club', { token })).body.data;
    expect(me.teacher).toEqual({
      tutor_id: overview.body.data.profile.tutor_id,
      username: overview.body.data.profile.username,
      full_name: expect.any(String),
      is_active: true,
    });
    expect(me.user_club).toMatchObject({ level: expect.any(String), points: expect.any(Number) });
    expect(me).not.toHaveProperty('wallet');
    const student = (await callApi('/auth/v1/me?include=teacher', { token: await signIn(DEMO_ACCOUNTS[0].mobile) })).body.data;
    expect(student.teacher).toBeNull();
    expect(student).not.toHaveProperty('user_club');
  });

  it('every demo tutor teaches the common courses, high-school math among them, so a local request finds one who answers', async () => {
    const rows = await handle.db
      .select({ mobile: users.mobile, slug: courses.slug })
      .from(tutors)
      .innerJoin(users, eq(users.id, tutors.userId))
      .innerJoin(tutorCourses, eq(tutorCourses.tutorId, tutors.id))
      .innerJoin(courses, eq(courses.id, tutorCourses.courseId));
    const tutorMobiles = DEMO_ACCOUNTS.filter((account) => account.roles.includes('teacher')).map((account) => account.mobile);
    for (const mobile of tutorMobiles) expect(rows.filter((row) => row.mobile === mobile).map((row) => row.slug)).toContain('high-school-math');
  });

  it('the operator opens the console with the seeded authenticator key; the student does not', async () => {
    const operator = await signIn(DEMO_ACCOUNTS[2].mobile);
    expect((await callApi('/www/v1/operator/overview', { token: operator })).status).toBe(403);
    const verified = await postApi('/www/v1/operator/second-factor/verify', { code: totpCode(DEMO_TOTP_SECRET) }, { token: operator, headers: freshIp() });
    expect(verified.body.data).toMatchObject({ enrolled: true, console_open: true });
    expect((await callApi('/www/v1/operator/overview', { token: operator })).status).toBe(200);
    expect((await callApi('/www/v1/operator/overview', { token: await signIn(DEMO_ACCOUNTS[0].mobile) })).status).toBe(403);
  });
});

describe("the demo student's discount codes (issue 18)", () => {
  it('are on their discounts page, two to use and one past its date, seeded once', async () => {
    const token = await signIn(DEMO_ACCOUNTS[0].mobile);
    const answer = await callApi('/www/v1/discounts', { token });
    const codes = answer.body.data.codes as { code: string; state: string }[];
    expect(codes.map((c) => [c.code, c.state]).sort()).toEqual([
      ['DEMO-FIVE', 'unused'],
      ['DEMO-SPRING15', 'expired'],
      ['DEMO-WELCOME10', 'unused'],
    ]);
  });
});

describe("the demo student's class (issue 30)", () => {
  it('has held, confirmed, cancelled and upcoming lessons with the demo tutor, seeded once, prepaid / owed from the ledger', async () => {
    const student = await signIn(DEMO_ACCOUNTS[0].mobile);
    const list = (await callApi('/www/v1/classes', { token: student })).body.data.classes;
    expect(list).toHaveLength(1);
    const view = (await callApi(`/www/v1/classes/${list[0].id}`, { token: student })).body.data;
    const states = new Set([...view.upcoming, ...view.past].map((s: { state: string }) => s.state));
    for (const state of ['scheduled', 'held', 'confirmed', 'cancelled']) expect(states).toContain(state);
    expect(view.upcoming.length).toBeGreaterThanOrEqual(4);
    const charged = view.past.filter((s: { charged: boolean }) => s.charged).length;
    expect(view.balance_cents).toBe((8 - charged) * view.class.unit_price_cents);
    const tutor = await signIn(DEMO_ACCOUNTS[1].mobile);
    expect((await callApi(`/www/v1/classes/${list[0].id}`, { token: tutor })).body.data.role).toBe('tutor');
  });
});

describe("the demo student's support ticket (issue 33)", () => {
  it('is about their class, answered by the team and still unread, seeded once', async () => {
    const student = await signIn(DEMO_ACCOUNTS[0].mobile);
    const tickets = (await callApi('/www/v1/tickets?topic=support', { token: student })).body.data.tickets as { id: number; state: string }[];
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ state: 'answered', category: 'class', unread_answer: true });
    expect((await callApi('/www/v1/dashboard/home', { token: student })).body.data).toMatchObject({ unread_ticket_answers: 1 });
    const thread = (await callApi(`/www/v1/tickets/${tickets[0]!.id}`, { token: student })).body.data;
    expect(thread.link).toMatchObject({ kind: 'class' });
    expect(thread.messages.map((m: { from_staff: boolean }) => m.from_staff)).toEqual([false, true]);
    expect((await callApi('/www/v1/dashboard/home', { token: student })).body.data).toMatchObject({ unread_ticket_answers: 0 });
  });
});

describe("the demo student's stalled request (issue 34)", () => {
  it('is in the console as stalled, with nobody asked, seeded once; the student follows it', async () => {
    const operator = await signIn(DEMO_ACCOUNTS[2].mobile);
    await postApi('/www/v1/operator/second-factor/verify', { code: totpCode(DEMO_TOTP_SECRET, 1) }, { token: operator, headers: freshIp() });
    const stalled = (await callApi('/www/v1/operator/tutor-requests?stalled=1', { token: operator })).body.data.requests as {
      id: number;
      student: { full_name: string | null };
      age_hours: number;
      offers: number;
    }[];
    expect(stalled).toHaveLength(1);
    expect(stalled[0]).toMatchObject({ stalled: true, state: 'matching', offers: 0 });
    expect(stalled[0]!.age_hours).toBeGreaterThanOrEqual(71);
    const student = await signIn(DEMO_ACCOUNTS[0].mobile);
    const view = await callApi(`/www/v1/tutor-request/${stalled[0]!.id}`, { token: student });
    expect(view.body.data).toMatchObject({ state: 'matching', missing_steps: [] });
  });
});
