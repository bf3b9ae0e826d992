import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { unlockAt } from './codes';
import { freshIp, lastCode } from './test-helpers';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const send = (mobile: string, headers = freshIp()) =>
  postApi('/auth/v1/mobile-verification-send-code', { mobile, send_method: 'SMS' }, { headers, locale: 'en-US' });
const login = (mobile: string, code: string, headers = freshIp()) =>
  postApi('/auth/v1/login-by-mobile-verification', { mobile, mobile_verification_code: code }, { headers, locale: 'en-US' });

describe('one-time codes', () => {
  it('sends a 5-digit code to the outbox, never in the answer', async () => {
    const { status, body } = await send('+989121110001');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ mobile: '+989121110001', expires_in: 300, resend_in: 60 });
    expect(JSON.stringify(body)).not.toMatch(/\b\d{5}\b/);
    expect(await lastCode(handle.db, '+989121110001')).toMatch(/^\d{5}$/);
  });

  it('refuses a resend within 60 seconds with 429 and Retry-After', async () => {
    await send('+989121110002');
    const again = await send('+989121110002');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(again.body.message).toMatch(/wait \d+ seconds/);
  });

  it('locks the guessing address out of the number after five wrong codes, even for the right code', async () => {
    const mobile = '+989121110003';
    const guesser = freshIp();
    await send(mobile);
    const code = await lastCode(handle.db, mobile);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await login(mobile, wrong, guesser);
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0]).toMatchObject({ field: 'mobile_verification_code' });
      expect(answer.body.errors[0].message).toContain(`${5 - attempt} tr`);
    }
    // The lock names the clock time it ends, in the caller's zone (the browser's `tz` cookie).
    const inBerlin = { ...guesser, cookie: 'tz=Europe%2FBerlin' };
    const before = Date.now();
    const fifth = await login(mobile, wrong, inBerlin);
    expect(fifth.status).toBe(429);
    const berlinTime = (at: number) => new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(unlockAt(15 * 60, at));
    const shown = /This number is locked until (.+?) on /.exec(fifth.body.message)?.[1];
    expect([berlinTime(before), berlinTime(Date.now())]).toContain(shown);
    const right = await login(mobile, code, guesser);
    expect(right.status).toBe(429);
    expect((await send(mobile, guesser)).status).toBe(429);
  });

  it('accepts a code once', async () => {
    const mobile = '+989121110004';
    await send(mobile);
    const code = await lastCode(handle.db, mobile);
    expect((await login(mobile, code)).status).toBe(200);
    const replay = await login(mobile, code);
    expect(replay.status).toBe(422);
    expect(replay.body.errors[0].message).toMatch(/expired/);
  });

  it('limits code requests per address across numbers', async () => {
    const headers = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await send(`+98912120${String(n).padStart(4, '0')}`, headers)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('messages in Persian', () => {
  it('count tries and seconds in Persian digits', async () => {
    const mobile = '+989121110005';
    await send(mobile);
    const again = await postApi('/auth/v1/mobile-verification-send-code', { mobile }, { headers: freshIp(), locale: 'fa' });
    expect(again.body.message).toMatch(/[۰-۹]+ ثانیه/);
    const code = await lastCode(handle.db, mobile);
    const wrong = await postApi(
      '/auth/v1/login-by-mobile-verification',
      { mobile, mobile_verification_code: code === '00000' ? '11111' : '00000' },
      { headers: freshIp(), locale: 'fa' },
    );
    expect(wrong.body.errors[0].message).toContain('۴ بار');
  });
});
