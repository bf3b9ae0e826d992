import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { freshIp, signInByCode } from './test-helpers';

let handle: DbHandle;
let token: string;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
  token = (await signInByCode(handle.db, '+989121240001')).token;
});
afterAll(() => handle.close());

const huge = 'ب'.repeat(20_000);
const badBodies: unknown[] = [{}, [], 'text', 42, null, { mobile: huge }, { mobile: 912, extra: { nested: true } }, { mobile: '+98912', password: huge }];

const writes = [
  '/auth/v1/mobile-registration-confirmation',
  '/auth/v1/mobile-verification-send-code',
  '/auth/v1/login-by-mobile-verification',
  '/auth/v1/login-by-password',
  '/auth/v1/login-by-shortcut-link',
  '/auth/v1/set-password',
  '/auth/v1/register-fullname',
];

describe('every sign-in write refuses bad input with 4xx in the error shape, never 500', () => {
  it.each(writes)('%s', async (path) => {
    for (const body of badBodies) {
      const answer = await postApi(path, body, { token, headers: freshIp(), locale: 'en-US' });
      expect(answer.status, `${path} ${JSON.stringify(body)?.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toMatchObject({ status: 'ERROR', message: expect.any(String) });
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
  });

  it('a malformed JSON body is a 422, not a 500', async () => {
    const answer = await callApi('/auth/v1/login-by-password', { method: 'POST', body: '{"mobile":', headers: freshIp() });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].field).toBe('body');
  });

  it('a NUL in the full name is a 422, not a 500', async () => {
    const fresh = await signInByCode(handle.db, '+989121240003');
    const answer = await postApi('/auth/v1/register-fullname', { fullname: 'Sara\u0000Ahmadi' }, { token: fresh.token, locale: 'fa' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].field).toBe('fullname');
    expect(answer.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('me refuses an over-long include and a missing session', async () => {
    expect((await callApi(`/auth/v1/me?include=${'x'.repeat(500)}`, { token })).status).toBe(422);
    expect((await callApi('/auth/v1/me')).status).toBe(401);
  });

  it('a code must be digits of the right kind, or the answer says why', async () => {
    const answer = await postApi(
      '/auth/v1/login-by-mobile-verification',
      { mobile: '+989121240002', mobile_verification_code: huge },
      { headers: freshIp(), locale: 'en-US' },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].field).toBe('mobile_verification_code');
  });
});
