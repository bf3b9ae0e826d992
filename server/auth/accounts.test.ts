import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { createShortcutLink } from './shortcut-links';
import { countryId, freshIp, lastCode, signInByCode } from './test-helpers';
import { findUserByMobile } from './users';

let handle: DbHandle;
let iran: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
  iran = await countryId(handle.db, 'IR');
});
afterAll(() => handle.close());

const me = (token: string) => callApi('/auth/v1/me?include=wallet,teacher,user_club', { token });

describe('mobile-registration-confirmation', () => {
  it('normalises a national number typed in Persian digits and tells what comes next', async () => {
    const { status, body, headers } = await postApi('/auth/v1/mobile-registration-confirmation', {
      mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      country_id: iran,
      auth_origin: 'WEBSITE_LOGIN',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      mobile: '+989123456789',
      otp_length: 5,
      send_methods: ['SMS', 'CALL'],
      is_registered: false,
      has_password: false,
    });
    expect(headers.get('set-cookie')).toMatch(/auth_mobile=%2B989123456789.*HttpOnly/i);
  });

  it.each([
    [{}, ['mobile', 'country_id']],
    [{ mobile: 9121234567, country_id: 'IR' }, ['mobile', 'country_id']],
    [{ mobile: 'x'.repeat(10_000), country_id: 1 }, ['mobile']],
    [{ mobile: '09121234567', country_id: 999_999 }, ['country_id']],
    [{ mobile: '0912', country_id: 1 }, ['mobile']],
    [{ mobile: '02188776655', country_id: 1 }, ['mobile']],
    [{ mobile: '09121234567', country_id: 1, auth_origin: 'NOPE' }, ['auth_origin']],
    [{ mobile: '09121234567', country_id: 1, extra: true }, ['extra']],
  ])('answers 422 with field messages for %j', async (payload, fields) => {
    const body = JSON.parse(JSON.stringify(payload).replace('"country_id":1', `"country_id":${iran}`));
    const answer = await postApi('/auth/v1/mobile-registration-confirmation', body, { locale: 'fa' });
    expect(answer.status).toBe(422);
    expect(answer.body.status).toBe('ERROR');
    for (const field of fields) {
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(answer.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a write without the anti-forgery pair, unless it carries a bearer token', async () => {
    const payload = JSON.stringify({ mobile: '09121234567', country_id: iran });
    const forged = await callApi('/auth/v1/mobile-registration-confirmation', { method: 'POST', body: payload, csrf: false });
    expect(forged.status).toBe(403);
    const app = await callApi('/auth/v1/mobile-registration-confirmation', {
      method: 'POST',
      body: payload,
      csrf: false,
      token: 'app-token',
    });
    expect(app.status).toBe(200);
  });
});

describe('a new user', () => {
  it('signs in by code, gives a name once, and `me` includes wallet, teacher and club', async () => {
    const session = await signInByCode(handle.db, '+989121230001');
    expect(session.needs_full_name).toBe(true);
    const first = await me(session.token);
    expect(first.body.data).toMatchObject({
      mobile: '+989121230001',
      full_name: null,
      country_id: iran,
      wallet: { balance_cents: 0, currency: 'EUR' },
      teacher: null,
      user_club: { points: 0, level: 'BRONZE', earned_in_window: 0, next_level: 'SILVER', next_threshold: 300, points_to_next: 300 },
    });
    const digits = await postApi('/auth/v1/register-fullname', { fullname: '12345' }, { token: session.token, locale: 'en-US' });
    expect(digits.status).toBe(422);
    expect(digits.body.errors[0]).toMatchObject({ field: 'fullname', message: 'Please write your name in letters, for example Sara Ahmadi.' });
    const named = await postApi('/auth/v1/register-fullname', { fullname: ' Sara Ahmadi ' }, { token: session.token });
    expect(named.body.data).toEqual({ full_name: 'Sara Ahmadi' });
    const again = await postApi('/auth/v1/register-fullname', { fullname: 'Other' }, { token: session.token, locale: 'en-US' });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ field: 'fullname' });
    expect((await me(session.token)).body.data.full_name).toBe('Sara Ahmadi');
  });

  it('answers without the data wrapper when asked', async () => {
    const mobile = '+989121230002';
    const headers = freshIp();
    await postApi('/auth/v1/mobile-verification-send-code', { mobile }, { headers });
    const code = await lastCode(handle.db, mobile);
    const login = await postApi('/auth/v1/login-by-mobile-verification', { mobile, mobile_verification_code: code, without_data_wrapper: true }, { headers });
    expect(login.body).toMatchObject({ status: 'SUCCESS', token: expect.any(String), needs_full_name: true });
    expect(login.body.data).toBeUndefined();
  });
});

describe('passwords', () => {
  it('sets a first password, logs in with it, and refuses a wrong one with a field error', async () => {
    const mobile = '+989121230003';
    const { token } = await signInByCode(handle.db, mobile);
    const mismatch = await postApi('/auth/v1/set-password', { password: 'secret-123', password_confirmation: 'secret-124' }, { token, locale: 'en-US' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([{ field: 'password_confirmation', message: 'The password and its confirmation do not match.' }]);
    const set = await postApi('/auth/v1/set-password', { password: 'secret-123', password_confirmation: 'secret-123' }, { token });
    expect(set.status).toBe(200);
    expect((await findUserByMobile(handle.db, mobile))!.passwordHash).toMatch(/^\$argon2id\$/);

    const wrong = await postApi('/auth/v1/login-by-password', { mobile, password: 'nope-nope' }, { headers: freshIp(), locale: 'en-US' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'password', message: 'The mobile number or password is not correct.' });
    const right = await postApi('/auth/v1/login-by-password', { mobile, password: 'secret-123', auth_method: 'PASSWORD' }, { headers: freshIp() });
    expect(right.status).toBe(200);
    expect((await me(right.body.data.token)).status).toBe(200);
  });

  it('changes an existing password only with a fresh allow code, used once', async () => {
    const mobile = '+989121230004';
    const first = await signInByCode(handle.db, mobile);
    await postApi('/auth/v1/set-password', { password: 'first-pass-1', password_confirmation: 'first-pass-1' }, { token: first.token });
    const noProof = await postApi('/auth/v1/set-password', { password: 'second-pass', password_confirmation: 'second-pass' }, { token: first.token });
    expect(noProof.status).toBe(422);
    expect(noProof.body.errors[0].field).toBe('allow_code');

    const forgot = await signInByCodeAfterResendWindow(mobile);
    expect(forgot.set_password_allow_code).toEqual(expect.any(String));
    const change = { password: 'second-pass', password_confirmation: 'second-pass', auth_origin: 'WEBSITE_LOGIN', allow_code: forgot.set_password_allow_code };
    expect((await postApi('/auth/v1/set-password', change, { token: forgot.token })).status).toBe(200);
    expect((await postApi('/auth/v1/set-password', change, { token: forgot.token })).status).toBe(422);
    const login = await postApi('/auth/v1/login-by-password', { mobile, password: 'second-pass' }, { headers: freshIp() });
    expect(login.status).toBe(200);
  });

  it('rejects bad password payloads with 422, never 500', async () => {
    const { token } = await signInByCode(handle.db, '+989121230005');
    for (const body of [
      {},
      { password: 123 },
      { password: 'short', password_confirmation: 'short' },
      { password: 'x'.repeat(5000), password_confirmation: 'x' },
    ]) {
      expect((await postApi('/auth/v1/set-password', body, { token })).status).toBe(422);
    }
    expect((await postApi('/auth/v1/set-password', { password: 'long-enough', password_confirmation: 'long-enough' })).status).toBe(401);
    for (const body of [{}, { mobile: '+98912', password: 'x' }, { mobile: ['a'], password: {} }]) {
      expect((await postApi('/auth/v1/login-by-password', body, { headers: freshIp() })).status).toBe(422);
    }
  });
});

describe('sessions', () => {
  it('logout revokes the token: the old bearer gets 401 from me', async () => {
    const { token } = await signInByCode(handle.db, '+989121230006');
    expect((await me(token)).status).toBe(200);
    const out = await postApi('/auth/v1/logout', {}, { token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/auth_token=;/);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 'ERROR', message: expect.any(String) });
    expect((await callApi('/auth/v1/me', { token: 'made-up' })).status).toBe(401);
  });

  it('a shortcut link signs in once, to its page; a second use is refused', async () => {
    await signInByCode(handle.db, '+989121230007');
    const user = (await findUserByMobile(handle.db, '+989121230007'))!;
    const id = await createShortcutLink(handle.db, user.id, '/profile/dashboard');
    const csrf = await callApi('/auth/v1/csrf');
    expect(csrf.body.data.csrf_token).toEqual(expect.any(String));
    const first = await postApi('/auth/v1/login-by-shortcut-link', { id }, { headers: freshIp() });
    expect(first.body.data).toMatchObject({ token: expect.any(String), redirect_url: '/profile/dashboard' });
    const second = await postApi('/auth/v1/login-by-shortcut-link', { id }, { headers: freshIp(), locale: 'en-US' });
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/already been used/);
    expect(second.body.errors).toEqual({ redirect_url: '/auth/login' });
    expect((await postApi('/auth/v1/login-by-shortcut-link', {}, { headers: freshIp() })).status).toBe(422);
  });

  it('refuses shortcut links to other sites', async () => {
    await expect(createShortcutLink(handle.db, 1, 'https://evil.example/')).rejects.toThrow();
  });
});

/** A second code for the same number needs the resend window to pass: move the first code back in time. */
async function signInByCodeAfterResendWindow(mobile: string) {
  const { sql } = await import('drizzle-orm');
  await handle.db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes' where mobile = ${mobile}`);
  return signInByCode(handle.db, mobile, { set_password: true });
}

describe('attribution', () => {
  it('a new account keeps the first-touch source and referrer from the cookies', async () => {
    const { encodeCookieValue } = await import('@/lib/attribution/cookie-codec');
    const source = { utm_source: 'instagram', utm_campaign: 'پاییز', landing_path: '/tutor-list/math', timestamp: 1_700_000_000_000 };
    const referrer = { url: 'https://blog.example/post', host: 'blog.example', timestamp: 1_700_000_000_000 };
    const cookie = `attribution_source=${encodeCookieValue(source)}; attribution_referrer=${encodeCookieValue(referrer)}`;
    const mobile = '+989121230010';
    await signInByCode(handle.db, mobile, {}, { cookie });
    expect((await findUserByMobile(handle.db, mobile))!.attribution).toEqual({ source, referrer });
  });
});
