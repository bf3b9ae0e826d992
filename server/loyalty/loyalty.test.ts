import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeCookieValue } from '@/lib/attribution/cookie-codec';
import { SOURCE_COOKIE } from '@/lib/attribution/config.server';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classFixture } from '@/server/classes/test-helpers';
import type { Db, DbHandle } from '@/server/db/client';
import { loyaltyPoints } from '@/server/db/schema';
import { unbalancedTransactions } from '@/server/payments/ledger';
import { fundWallet } from '@/server/payments/test-helpers';
import { setTestClock } from '@/server/shared/clock';
import { mostTaughtCourseId, tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { expirePoints } from './expiry';

/** The loyalty club through the API (issue 31): points follow paid money and held lessons, become codes, expire; referrals. */
let handle: DbHandle;
let db: Db;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 10 });
  db = handle.db;
  courseId = await mostTaughtCourseId(db);
}, 120_000);
afterEach(() => setTestClock(undefined));
afterAll(() => handle.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2027-03-01T14:00:00Z');

async function student(headers: Record<string, string> = {}) {
  const mobile = uniqueTestMobile();
  const token = (await signInByCode(db, mobile, {}, headers)).token;
  return { token, userId: (await findUserByMobile(db, mobile))!.id };
}

async function classOf(studentUserId: number, sessions = 3) {
  const tutor = await tutorAccount(db, courseId);
  const made = await classFixture(db, {
    studentUserId,
    tutorId: tutor.tutorId,
    priceCents: 3_000,
    sessions: Array.from({ length: sessions }, (_, week) => ({ startsAt: new Date(START + week * 7 * DAY), minutes: 60 })),
  });
  return { tutor, ...made };
}

/** A deposit of `sessions` lessons at €30, paid from a wallet funded by a bonus (which earns nothing by itself). */
async function payDeposit(token: string, userId: number, classId: number, sessions: number) {
  await fundWallet(db, userId, sessions * 3_000);
  const made = await postApi(`/www/v1/class-billing/classes/${classId}/deposit`, { sessions }, { token });
  expect(made.status).toBe(200);
  const paid = await postApi(`/www/v1/invoice/${made.body.data.invoice}/pay-by-wallet`, {}, { token });
  expect(paid.status).toBe(200);
  return made.body.data.invoice as string;
}

const club = async (token: string) => (await callApi('/www/v1/loyalty-club', { token, locale: 'en-US' })).body.data;
const me = async (token: string) => (await callApi('/auth/v1/me?include=user_club', { token })).body.data.user_club;
const redeem = (token: string, points: number, requestId: string) => postApi('/www/v1/loyalty-club/redeem', { points, request_id: requestId }, { token });

describe('the loyalty club', () => {
  it('is only for the signed-in', async () => {
    expect((await callApi('/www/v1/loyalty-club')).status).toBe(401);
    expect((await postApi('/www/v1/loyalty-club/redeem', { points: 200, request_id: crypto.randomUUID() })).status).toBe(401);
  });

  it('a paid bill earns a point per euro, a top-up nothing; me tells the level and what the next one needs', async () => {
    const s = await student();
    const { classId } = await classOf(s.userId);
    await fundWallet(db, s.userId, 5_000);
    expect(await me(s.token)).toEqual({ level: 'BRONZE', points: 0, earned_in_window: 0, next_level: 'SILVER', next_threshold: 300, points_to_next: 300 });
    await payDeposit(s.token, s.userId, classId, 3);
    expect(await me(s.token)).toEqual({ level: 'BRONZE', points: 90, earned_in_window: 90, next_level: 'SILVER', next_threshold: 300, points_to_next: 210 });
    const page = await club(s.token);
    expect(page.movements).toEqual([expect.objectContaining({ kind: 'payment', points: 90 })]);
  });

  it('a lesson attended earns 20 points once; a missed one none; a tutor cancellation takes back what its refund returns', async () => {
    const s = await student();
    const { tutor, classId, sessionIds } = await classOf(s.userId, 3);
    await payDeposit(s.token, s.userId, classId, 3);
    setTestClock(START + 2 * HOUR);
    await postApi(`/www/v1/classes/sessions/${sessionIds[0]}/held`, {}, { token: tutor.token });
    expect((await postApi(`/www/v1/classes/sessions/${sessionIds[0]}/confirm`, {}, { token: s.token })).status).toBe(200);
    expect((await me(s.token)).points).toBe(110);
    setTestClock(START + 7 * DAY + 2 * HOUR);
    await postApi(`/www/v1/classes/sessions/${sessionIds[1]}/student-absent`, {}, { token: tutor.token });
    expect((await postApi(`/www/v1/classes/sessions/${sessionIds[1]}/confirm`, {}, { token: s.token })).status).toBe(200);
    expect((await me(s.token)).points).toBe(110);
    // The tutor cancels the last lesson: its €30 go back to the wallet, and its 30 points leave.
    setTestClock(START + 10 * DAY);
    expect((await postApi(`/www/v1/classes/sessions/${sessionIds[2]}/cancel`, {}, { token: tutor.token })).status).toBe(200);
    const after = await club(s.token);
    expect(after.points).toBe(80);
    expect(after.movements.map((m: { kind: string; points: number }) => [m.kind, m.points])).toEqual([
      ['reversed', -30],
      ['lesson', 20],
      ['payment', 90],
    ]);
  });

  it('pages the points history twenty at a time, and lists a code bought before the latest twenty until it expires', async () => {
    const s = await student();
    const { classId } = await classOf(s.userId);
    await payDeposit(s.token, s.userId, classId, 10);
    const bought = (await redeem(s.token, 200, crypto.randomUUID())).body.data as { code: string; ends_at: string };
    const later = Date.now() + HOUR;
    await db.insert(loyaltyPoints).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: s.userId,
        kind: 'lesson',
        points: 1,
        idempotencyKey: `test:history:${s.userId}:${i}`,
        createdAt: new Date(later + i * 1000),
      })),
    );
    const first = await club(s.token);
    expect(first.movements).toHaveLength(20);
    expect(first.movement_pages).toEqual({ page: 1, has_more: true });
    expect(first.movements[0]).toMatchObject({ kind: 'lesson', points: 1 });
    expect(first.codes).toEqual([expect.objectContaining({ code: bought.code, points: 200, value_cents: 500 })]);
    const second = (await callApi('/www/v1/loyalty-club?page=2', { token: s.token })).body.data;
    expect(second.movement_pages).toEqual({ page: 2, has_more: false });
    expect(second.movements.map((m: { kind: string; code: string | null }) => [m.kind, m.code])).toEqual([
      ...Array.from({ length: 5 }, () => ['lesson', null]),
      ['redeemed', bought.code],
      ['payment', null],
    ]);
    setTestClock(Date.parse(bought.ends_at) + HOUR);
    expect((await club(s.token)).codes).toEqual([]);
    expect((await callApi('/www/v1/loyalty-club?page=0', { token: s.token })).status).toBe(422);
  });

  it('points become a code once per click (a replay gives the same code), spending keeps the level, and the code pays a bill', async () => {
    const s = await student();
    const { classId } = await classOf(s.userId);
    await payDeposit(s.token, s.userId, classId, 10);
    expect(await me(s.token)).toMatchObject({ level: 'SILVER', points: 300, next_level: 'GOLD', points_to_next: 700 });
    const id = crypto.randomUUID();
    const [a, b] = await Promise.all([redeem(s.token, 200, id), redeem(s.token, 200, id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.code).toBe(b.body.data.code);
    expect(a.body.data).toMatchObject({ value_cents: 500, points: 200 });
    expect(await me(s.token)).toMatchObject({ level: 'SILVER', points: 100, earned_in_window: 300 });
    const short = await redeem(s.token, 200, crypto.randomUUID());
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/100/);
    const discounts = (await callApi('/www/v1/discounts', { token: s.token })).body.data.codes;
    expect(discounts.map((code: { code: string }) => code.code)).toContain(a.body.data.code);
    // The code on a fresh deposit's bill: €5 off, which the platform pays into the class: a whole lesson is prepaid.
    const balance = async () => (await callApi(`/www/v1/class-billing/classes/${classId}`, { token: s.token })).body.data.balance_cents;
    const before = await balance();
    await fundWallet(db, s.userId, 3_000);
    const made = await postApi(`/www/v1/class-billing/classes/${classId}/deposit`, { sessions: 1 }, { token: s.token });
    const applied = await postApi(`/www/v1/invoice/${made.body.data.invoice}/discount`, { code: a.body.data.code }, { token: s.token });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data.total_cents).toBe(2_500);
    expect((await postApi(`/www/v1/invoice/${made.body.data.invoice}/pay-by-wallet`, {}, { token: s.token })).status).toBe(200);
    expect(await balance()).toBe(before + 3_000);
    expect(await unbalancedTransactions(db)).toEqual([]);
    // Another user cannot use it.
    const other = await student();
    await fundWallet(db, other.userId, 3_000);
    const theirs = await classOf(other.userId);
    const bill = await postApi(`/www/v1/class-billing/classes/${theirs.classId}/deposit`, { sessions: 1 }, { token: other.token });
    expect((await postApi(`/www/v1/invoice/${bill.body.data.invoice}/discount`, { code: a.body.data.code }, { token: other.token })).status).toBe(422);
  });

  it("a silver member's packs take the level's extra 2 %", async () => {
    const s = await student();
    const { classId } = await classOf(s.userId);
    const before = (await callApi(`/www/v1/class-billing/classes/${classId}`, { token: s.token })).body.data.offers[0];
    expect(before).toMatchObject({ sessions: 5, percent: 5, club_percent: 0 });
    await payDeposit(s.token, s.userId, classId, 10);
    const after = (await callApi(`/www/v1/class-billing/classes/${classId}`, { token: s.token })).body.data.offers[0];
    expect(after).toMatchObject({ sessions: 5, percent: 7, club_percent: 2, price_cents: 5 * 2_790 });
  });

  it('points expire a year after they were earned, oldest first, once', async () => {
    const s = await student();
    const { classId } = await classOf(s.userId);
    setTestClock(START);
    await payDeposit(s.token, s.userId, classId, 10);
    await redeem(s.token, 200, crypto.randomUUID());
    setTestClock(START + 340 * DAY);
    expect((await club(s.token)).expiring).toMatchObject({ points: 100 });
    setTestClock(START + 200 * DAY);
    await payDeposit(s.token, s.userId, classId, 1);
    expect((await club(s.token)).expiring).toBeNull();
    // Silver by then: the second bill's 30 points earn 25 % more.
    await expirePoints(db, new Date(START + 364 * DAY));
    expect((await me(s.token)).points).toBe(137);
    await expirePoints(db, new Date(START + 366 * DAY));
    await expirePoints(db, new Date(START + 367 * DAY));
    setTestClock(START + 367 * DAY);
    const page = await club(s.token);
    expect(page.points).toBe(37);
    expect(page.movements.filter((m: { kind: string }) => m.kind === 'expired')).toEqual([expect.objectContaining({ points: -100 })]);
  });

  it("a friend's link: the friend gets a first-lesson code, the referrer 300 points once the friend's first lesson counts", async () => {
    const referrer = await student();
    const { referral } = await club(referrer.token);
    expect(referral.path).toBe(`/?utm_source=referral&utm_medium=friend&utm_campaign=${referral.code}`);
    const source = { utm_source: 'referral', utm_medium: 'friend', utm_campaign: referral.code, landing_path: '/fa', timestamp: Date.now() };
    const friend = await student({ cookie: `${SOURCE_COOKIE}=${encodeCookieValue(source)}` });
    const codes = (await callApi('/www/v1/discounts', { token: friend.token })).body.data.codes;
    expect(codes).toEqual([expect.objectContaining({ kind: 'fixed', value: 1_000, purposes: ['tutor_request_prepayment'] })]);
    expect((await club(referrer.token)).referral).toMatchObject({ friends_joined: 1, friends_rewarded: 0 });

    const { tutor, sessionIds } = await classOf(friend.userId, 2);
    setTestClock(START + 2 * HOUR);
    await postApi(`/www/v1/classes/sessions/${sessionIds[0]}/held`, {}, { token: tutor.token });
    await postApi(`/www/v1/classes/sessions/${sessionIds[0]}/confirm`, {}, { token: friend.token });
    setTestClock(START + 7 * DAY + 2 * HOUR);
    await postApi(`/www/v1/classes/sessions/${sessionIds[1]}/held`, {}, { token: tutor.token });
    await postApi(`/www/v1/classes/sessions/${sessionIds[1]}/confirm`, {}, { token: friend.token });
    setTestClock(undefined);
    const after = await club(referrer.token);
    expect(after.points).toBe(300);
    expect(after.referral).toMatchObject({ friends_joined: 1, friends_rewarded: 1 });
    // One's own link, or an unknown code, gives nothing.
    const again = await student({ cookie: `${SOURCE_COOKIE}=${encodeCookieValue({ ...source, utm_campaign: 'zzzzzzzz' })}` });
    expect((await callApi('/www/v1/discounts', { token: again.token })).body.data.codes).toEqual([]);
  });

  it('refuses what is not an option or not a request id, in words', async () => {
    const s = await student();
    const wrong = await redeem(s.token, 150, crypto.randomUUID());
    expect(wrong.status).toBe(422);
    expect((await redeem(s.token, 200, 'again')).status).toBe(422);
  });
});
