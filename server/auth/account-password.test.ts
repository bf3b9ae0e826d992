import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { freshIp, signInByCode, uniqueTestMobile } from './test-helpers';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const setPassword = (token: string, body: object, headers = freshIp()) => postApi('/auth/v1/set-password', body, { token, headers, locale: 'en-US' });
const login = (mobile: string, password: string) => postApi('/auth/v1/login-by-password', { mobile, password }, { headers: freshIp() });

describe('a password from the account (issue 15)', () => {
  it('sets a first password with the session alone, then changes it with the current one', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    expect((await setPassword(token, { password: 'first-pass-1', password_confirmation: 'first-pass-1' })).status).toBe(200);

    const wrong = await setPassword(token, { current_password: 'not-it-at-all', password: 'second-pass', password_confirmation: 'second-pass' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'current_password', message: 'The current password is not correct.' }]);
    expect((await login(mobile, 'first-pass-1')).status).toBe(200);

    const changed = await setPassword(token, { current_password: 'first-pass-1', password: 'second-pass', password_confirmation: 'second-pass' });
    expect(changed.status).toBe(200);
    expect((await login(mobile, 'second-pass')).status).toBe(200);
    expect((await login(mobile, 'first-pass-1')).status).toBe(422);
  });

  it('counts wrong current passwords like wrong sign-ins: the address is locked out', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    await setPassword(token, { password: 'first-pass-1', password_confirmation: 'first-pass-1' });
    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await setPassword(token, { current_password: `guess-${i}-guess`, password: 'second-pass', password_confirmation: 'second-pass' }, headers);
      statuses.push(answer.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
