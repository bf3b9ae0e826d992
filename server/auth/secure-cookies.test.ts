import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { freshIp, lastCode } from './test-helpers';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());
const gateway = process.env.PAYMENT_GATEWAY;
afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.COOKIE_SECURE;
  process.env.PAYMENT_GATEWAY = gateway;
  resetConfigForTests();
});

// Settings are parsed once (server/config.ts): a changed variable counts after a reset.
function setEnv(name: string, value: string) {
  process.env[name] = value;
  resetConfigForTests();
}

async function sessionCookie(mobile: string): Promise<string> {
  const headers = freshIp();
  await postApi('/auth/v1/mobile-verification-send-code', { mobile, send_method: 'SMS' }, { headers });
  const code = await lastCode(handle.db, mobile);
  const login = await postApi('/auth/v1/login-by-mobile-verification', { mobile, mobile_verification_code: code }, { headers });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(/,(?=\s*\w+=)/).find((c) => c.trim().startsWith('auth_token='));
  expect(cookie).toBeDefined();
  return cookie!;
}

describe('session cookie', () => {
  it('is Secure, HttpOnly and Lax when the site is served over https (production)', async () => {
    // A public https site never runs the sandbox gateway the tests otherwise pay on (issue 28).
    process.env.PAYMENT_GATEWAY = '';
    setEnv('SITE_URL', 'https://tutorly.example');
    const cookie = await sessionCookie('+989121370001');
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it('is not Secure on a plain-http local run, unless COOKIE_SECURE=1 forces it', async () => {
    setEnv('SITE_URL', 'http://localhost:3000');
    expect(await sessionCookie('+989121370002')).not.toMatch(/;\s*Secure/i);
    setEnv('COOKIE_SECURE', '1');
    expect(await sessionCookie('+989121370003')).toMatch(/;\s*Secure/i);
  });
});
