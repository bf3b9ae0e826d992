// @vitest-environment jsdom
/**
 * Spec §7 "All calls send accept JSON, an anti-forgery header taken from a cookie, and a bearer
 * Authorization token when logged in. Success is status SUCCESS." and the sign-in calls' payloads.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/api-error';
import { apiGet } from '@/lib/api/calls';
import { createApiClient } from '@/lib/api/create-client';
import { type ApiNotifier, registerApiNotifier } from '@/lib/api/notifier';

const BASE = 'http://api.test/api';
const server = setupServer();
let token: string | null = null;
const client = createApiClient({ baseURL: BASE, locale: () => 'fa', token: () => token, csrfToken: () => 'from-cookie', retryDelayMs: 1 });
let notifier: ApiNotifier & { toastError: ReturnType<typeof vi.fn<(message: string) => void>> };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  token = null;
  notifier = {
    toastError: vi.fn<(message: string) => void>(),
    navigate: vi.fn(),
    showErrorPage: vi.fn(),
    currentPath: () => '/',
    messages: { unknown: 'unknown error', network: 'network', tooManyRequests: () => 'later' },
  };
  registerApiNotifier(notifier);
});

function capture(method: 'get' | 'post', path: string, answer: object) {
  const seen: { headers?: Headers; body?: unknown } = {};
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      seen.headers = request.headers;
      seen.body = method === 'post' ? await request.json() : undefined;
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('§7 "All calls send accept JSON, an anti-forgery header taken from a cookie, and a bearer Authorization token when logged in"', () => {
  it('accept JSON and the anti-forgery header on every call; no Authorization when logged out', async () => {
    const seen = capture('get', '/thing', { status: 'SUCCESS', data: 1 });
    await apiGet(client, '/thing');
    expect(seen.headers?.get('accept')).toContain('application/json');
    expect(seen.headers?.get('x-xsrf-token')).toBe('from-cookie');
    expect(seen.headers?.has('authorization')).toBe(false);
  });

  it('"a bearer Authorization token when logged in"', async () => {
    token = 'session-token';
    const seen = capture('get', '/thing', { status: 'SUCCESS', data: 1 });
    await apiGet(client, '/thing');
    expect(seen.headers?.get('authorization')).toBe('Bearer session-token');
  });
});

describe('§7 "Success is status SUCCESS"', () => {
  it('a 200 whose status is not SUCCESS is a failure, reported like one', async () => {
    server.use(http.get(`${BASE}/odd`, () => HttpResponse.json({ status: 'ERROR', message: 'Not done' })));
    const error = await apiGet(client, '/odd').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Not done');
    expect(notifier.toastError).toHaveBeenCalledWith('Not done');
  });

  it('a 200 without any status is not taken for success', async () => {
    server.use(http.get(`${BASE}/bare`, () => HttpResponse.json({ data: 1 })));
    await expect(apiGet(client, '/bare')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('§7 sign-in calls: "without_data_wrapper, auth_origin, mobile, …" → token', () => {
  const flat = { status: 'SUCCESS', token: 't-1', set_password_allow_code: null, redirect_url: null };

  it('POST /auth/v1/login-by-mobile-verification sends without_data_wrapper, auth_origin, mobile, mobile_verification_code, auth_method, set_password', async () => {
    const seen = capture('post', '/auth/v1/login-by-mobile-verification', flat);
    const answer = await authApi.loginByCode(client, '+989121112233', '12345', true, 'SMS');
    expect(seen.body).toEqual({
      without_data_wrapper: true,
      auth_origin: 'WEBSITE_LOGIN',
      mobile: '+989121112233',
      mobile_verification_code: '12345',
      auth_method: 'SMS',
      set_password: true,
    });
    expect(answer.token).toBe('t-1');
  });

  it('POST /auth/v1/login-by-password sends without_data_wrapper, auth_origin, auth_method, password, mobile', async () => {
    const seen = capture('post', '/auth/v1/login-by-password', flat);
    const answer = await authApi.loginByPassword(client, '+989121112233', 'secret-pass');
    expect(seen.body).toEqual({
      without_data_wrapper: true,
      auth_origin: 'WEBSITE_LOGIN',
      auth_method: 'PASSWORD',
      password: 'secret-pass',
      mobile: '+989121112233',
    });
    expect(answer).toEqual({ token: 't-1', set_password_allow_code: null, redirect_url: null });
  });

  it('GET /auth/v1/csrf, then POST /auth/v1/login-by-shortcut-link → token', async () => {
    capture('get', '/auth/v1/csrf', { status: 'SUCCESS', data: {} });
    const seen = capture('post', '/auth/v1/login-by-shortcut-link', flat);
    expect((await authApi.loginByShortcutLink(client, 'abc')).token).toBe('t-1');
    expect(seen.body).toEqual({ id: 'abc', without_data_wrapper: true });
  });

  it('a login answer that is not SUCCESS is not a login', async () => {
    capture('post', '/auth/v1/login-by-password', { status: 'FAILED', token: 'nope' });
    await expect(authApi.loginByPassword(client, '+989121112233', 'secret-pass')).rejects.toBeInstanceOf(ApiError);
  });

  it('GET /auth/v1/me includes wallet, teacher, user_club', async () => {
    let include: string | null = null;
    server.use(
      http.get(`${BASE}/auth/v1/me`, ({ request }) => {
        include = new URL(request.url).searchParams.get('include');
        return HttpResponse.json({ status: 'SUCCESS', data: { id: 1 } });
      }),
    );
    await authApi.me(client);
    expect(include).toBe('wallet,teacher,user_club');
  });
});
