import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { verificationCodes } from '@/server/db/schema';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { clearFailures, EVERY_ADDRESS, lockedForSeconds, lockMinutesFor, recordFailure } from './failures';
import { countryId, freshIp, lastCode, signInByCode, uniqueTestMobile } from './test-helpers';

// Issue 16: what an attacker could do to other people's numbers and sessions.
let handle: DbHandle;
let iran: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
  iran = await countryId(handle.db, 'IR');
});
afterAll(() => handle.close());

const send = (mobile: string, headers: Record<string, string>) =>
  postApi('/auth/v1/mobile-verification-send-code', { mobile, send_method: 'SMS' }, { headers, locale: 'en-US' });
const loginByCode = (mobile: string, code: string, headers: Record<string, string>) =>
  postApi('/auth/v1/login-by-mobile-verification', { mobile, mobile_verification_code: code }, { headers, locale: 'en-US' });
const loginByPassword = (mobile: string, password: string, headers: Record<string, string>) =>
  postApi('/auth/v1/login-by-password', { mobile, password }, { headers, locale: 'en-US' });
/** Lets the next code request through the 60-second resend wait. */
const ageCodes = (mobile: string) =>
  handle.db
    .update(verificationCodes)
    .set({ createdAt: sql`created_at - interval '2 minutes'` })
    .where(eq(verificationCodes.mobile, mobile));
const wrongFor = (code: string) => (code === '00000' ? '11111' : '00000');

describe('guessing codes locks the guesser, not the owner', () => {
  it('the owner gets in with a fresh code while the guessing address is locked out', async () => {
    const mobile = uniqueTestMobile();
    const attacker = freshIp();
    const owner = freshIp();
    await send(mobile, attacker);
    const guessed = await lastCode(handle.db, mobile);
    for (let i = 0; i < 5; i += 1) await loginByCode(mobile, wrongFor(guessed), attacker);
    expect((await loginByCode(mobile, guessed, attacker)).status).toBe(429);

    await ageCodes(mobile);
    expect((await send(mobile, owner)).status).toBe(200);
    const fresh = await lastCode(handle.db, mobile);
    expect((await loginByCode(mobile, fresh, owner)).status).toBe(200);
  });

  it('five wrong tries from five addresses void the code but lock nobody', async () => {
    const mobile = uniqueTestMobile();
    await send(mobile, freshIp());
    const code = await lastCode(handle.db, mobile);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await loginByCode(mobile, wrongFor(code), freshIp()));
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
    expect(answers[4]!.body.message).toMatch(/too many wrong tries/);
    expect((await loginByCode(mobile, code, freshIp())).status).toBe(422);
    await ageCodes(mobile);
    const owner = freshIp();
    expect((await send(mobile, owner)).status).toBe(200);
    expect((await loginByCode(mobile, await lastCode(handle.db, mobile), owner)).status).toBe(200);
  });
});

describe('lock-outs lengthen (fixed clock)', () => {
  it('15, 30, 60 … minutes within a day, at most a day, and back to 15 after a quiet day', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(lockMinutesFor)).toEqual([15, 30, 60, 120, 240, 480, 960, 1440]);
    const key = { mobile: uniqueTestMobile(), kind: 'code' as const, scope: '203.0.113.9' };
    let now = new Date('2030-01-01T00:00:00Z');
    const lockAt = async () => {
      let outcome = await recordFailure(handle.db, key, now);
      for (let i = 1; i < 5; i += 1) outcome = await recordFailure(handle.db, key, now);
      return outcome.lockedSeconds / 60;
    };
    expect(await lockAt()).toBe(15);
    expect(await lockedForSeconds(handle.db, key, now)).toBe(15 * 60);
    now = new Date(now.getTime() + 16 * 60_000);
    expect(await lockedForSeconds(handle.db, key, now)).toBe(0);
    expect(await lockAt()).toBe(30);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await lockAt()).toBe(60);
    now = new Date(now.getTime() + 25 * 3_600_000);
    expect(await lockAt()).toBe(15);
    await clearFailures(handle.db, key);
    expect(await lockedForSeconds(handle.db, key, now)).toBe(0);
  });

  it('four wrong tries, a pause longer than the window, four more: no lock', async () => {
    const key = { mobile: uniqueTestMobile(), kind: 'code' as const, scope: '203.0.113.10' };
    const start = new Date('2030-01-02T00:00:00Z');
    for (let i = 0; i < 4; i += 1) await recordFailure(handle.db, key, start);
    const later = new Date(start.getTime() + 16 * 60_000);
    for (let i = 0; i < 4; i += 1) expect((await recordFailure(handle.db, key, later)).lockedSeconds).toBe(0);
  });
});

describe('wrong passwords', () => {
  it('lock the guessing address after ten; the owner elsewhere still signs in with the password', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    await postApi('/auth/v1/set-password', { password: 'correct horse', password_confirmation: 'correct horse' }, { token });
    const attacker = freshIp();
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await loginByPassword(mobile, 'wrong guess', attacker)).status);
    expect(statuses).toEqual([...Array(9).fill(422), 429]);
    expect((await loginByPassword(mobile, 'correct horse', attacker)).status).toBe(429);
    expect((await loginByPassword(mobile, 'correct horse', freshIp())).status).toBe(200);
  });

  it('fifty from many addresses lock password sign-in for the number; a code still works', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    await postApi('/auth/v1/set-password', { password: 'correct horse', password_confirmation: 'correct horse' }, { token });
    for (let i = 0; i < 49; i += 1) await recordFailure(handle.db, { mobile, kind: 'password', scope: EVERY_ADDRESS });
    const last = await loginByPassword(mobile, 'wrong guess', freshIp());
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Sign in with a code/);
    expect((await loginByPassword(mobile, 'correct horse', freshIp())).status).toBe(429);
    await ageCodes(mobile);
    await signInByCode(handle.db, mobile);
  });
});

describe('mobile-registration-confirmation cannot be used to list numbers', () => {
  const confirm = (mobile: string, headers: Record<string, string>) =>
    postApi('/auth/v1/mobile-registration-confirmation', { mobile, country_id: iran }, { headers, locale: 'en-US' });

  it('answers 429 after 30 questions an hour from one address', async () => {
    const headers = freshIp();
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await confirm(`0912555${String(i).padStart(4, '0')}`, headers)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers 429 after 20 questions an hour about one number, from any addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await confirm('09125550999', freshIp())).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('sessions and passwords', () => {
  it('a new password ends every other session; the one that changed it stays', async () => {
    const mobile = uniqueTestMobile();
    const first = await signInByCode(handle.db, mobile);
    await ageCodes(mobile);
    const stolen = await signInByCode(handle.db, mobile);
    await ageCodes(mobile);
    const changer = await signInByCode(handle.db, mobile, { set_password: true });
    expect((await callApi('/auth/v1/me', { token: stolen.token })).status).toBe(200);

    const changed = await postApi(
      '/auth/v1/set-password',
      { password: 'a new secret', password_confirmation: 'a new secret', allow_code: changer.set_password_allow_code },
      { token: changer.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.other_sessions_ended).toBe(2);
    expect((await callApi('/auth/v1/me', { token: stolen.token })).status).toBe(401);
    expect((await callApi('/auth/v1/me', { token: first.token })).status).toBe(401);
    expect((await callApi('/auth/v1/me', { token: changer.token })).status).toBe(200);
  });

  it('lists signed-in devices and ends one, or all others; never someone else’s', async () => {
    const mobile = uniqueTestMobile();
    const phone = await signInByCode(handle.db, mobile, {}, { 'user-agent': 'Phone browser' });
    await ageCodes(mobile);
    const laptop = await signInByCode(handle.db, mobile, {}, { 'user-agent': 'Laptop browser' });
    await ageCodes(mobile);
    const tablet = await signInByCode(handle.db, mobile, {}, { 'user-agent': 'Tablet browser' });

    const listed = await callApi('/auth/v1/sessions', { token: laptop.token });
    expect(listed.status).toBe(200);
    const devices = listed.body.data as { id: number; user_agent: string; current: boolean; created_at: string }[];
    expect(devices.map((d) => d.user_agent)).toEqual(['Tablet browser', 'Laptop browser', 'Phone browser']);
    expect(devices.filter((d) => d.current).map((d) => d.user_agent)).toEqual(['Laptop browser']);

    const stranger = await signInByCode(handle.db, uniqueTestMobile());
    const phoneId = devices.find((d) => d.user_agent === 'Phone browser')!.id;
    expect((await postApi('/auth/v1/sessions/end', { id: phoneId }, { token: stranger.token })).status).toBe(404);
    expect((await callApi('/auth/v1/me', { token: phone.token })).status).toBe(200);

    expect((await postApi('/auth/v1/sessions/end', { id: phoneId }, { token: laptop.token })).status).toBe(200);
    expect((await callApi('/auth/v1/me', { token: phone.token })).status).toBe(401);

    const others = await postApi('/auth/v1/sessions/end-others', {}, { token: laptop.token });
    expect(others.body.data).toEqual({ ended: 1 });
    expect((await callApi('/auth/v1/me', { token: tablet.token })).status).toBe(401);
    expect((await callApi('/auth/v1/sessions', { token: laptop.token })).body.data).toHaveLength(1);
  });
});
