// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, decodeApiErrorDigest } from './api-error';
import { apiGet, apiPost } from './calls';
import { createApiClient } from './create-client';
import { type ApiNotifier, registerApiNotifier } from './notifier';

const BASE = 'http://api.test/api';
const server = setupServer();
const client = createApiClient({
  baseURL: BASE,
  locale: () => 'en-US',
  token: () => 'secret-token',
  csrfToken: () => 'csrf-123',
  retryDelayMs: 1,
});

type Spy = ReturnType<typeof vi.fn<(arg: unknown) => void>>;
let notifier: ApiNotifier & { toastError: Spy; navigate: Spy; showErrorPage: Spy };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  notifier = {
    toastError: vi.fn<(arg: unknown) => void>(),
    navigate: vi.fn<(arg: unknown) => void>(),
    showErrorPage: vi.fn<(arg: unknown) => void>(),
    currentPath: () => '/tutor-request/tracking/7?tab=2',
    messages: {
      unknown: 'unknown error',
      network: 'network error',
      tooManyRequests: (s) => `retry in ${s}`,
    },
  };
  registerApiNotifier(notifier);
});

const fail = (status: number, body: object = { status: 'ERROR', message: `failed ${status}` }, headers?: HeadersInit) =>
  HttpResponse.json(body, { status, headers });

describe('the API client', () => {
  it('sends JSON accept, locale, bearer token and the anti-forgery header, and unwraps data', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/thing`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ status: 'SUCCESS', data: { ok: 1 } });
      }),
    );
    await expect(apiGet(client, '/thing')).resolves.toEqual({ ok: 1 });
    expect(seen?.get('accept')).toContain('application/json');
    expect(seen?.get('authorization')).toBe('Bearer secret-token');
    expect(seen?.get('x-xsrf-token')).toBe('csrf-123');
    expect(seen?.get('x-locale')).toBe('en-US');
  });

  it('retries a GET that fails with 503 twice, then returns its data without bothering the user', async () => {
    let calls = 0;
    server.use(http.get(`${BASE}/flaky`, () => (++calls <= 2 ? fail(503) : HttpResponse.json({ status: 'SUCCESS', data: 'ok' }))));
    await expect(apiGet(client, '/flaky')).resolves.toBe('ok');
    expect(calls).toBe(3);
    expect(notifier.showErrorPage).not.toHaveBeenCalled();
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET on %i', async (status) => {
    let calls = 0;
    server.use(http.get(`${BASE}/s`, () => (++calls === 1 ? fail(status) : HttpResponse.json({ status: 'SUCCESS', data: 1 }))));
    await apiGet(client, '/s');
    expect(calls).toBe(2);
  });

  it('does not retry a GET on 404 or 422', async () => {
    let calls = 0;
    server.use(http.get(`${BASE}/s`, () => (calls++, fail(404))));
    await expect(apiGet(client, '/s')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('never retries a failing POST, unless the call opts in', async () => {
    let calls = 0;
    server.use(http.post(`${BASE}/write`, () => (calls++, fail(503))));
    await expect(apiPost(client, '/write', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
    calls = 0;
    await expect(apiPost(client, '/write', {}, { retryWrites: true })).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(4);
  });

  it('gives up after three retries and shows the error page once', async () => {
    server.use(http.get(`${BASE}/down`, () => fail(503)));
    const error = await apiGet(client, '/down').catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(notifier.showErrorPage).toHaveBeenCalledTimes(1);
    expect(notifier.showErrorPage).toHaveBeenCalledWith(expect.objectContaining({ status: 503, path: '/down' }));
    expect(decodeApiErrorDigest((error as ApiError).digest)).toMatchObject({ status: 503, path: '/down' });
  });

  it('shows one toast per field error on 422', async () => {
    server.use(
      http.post(`${BASE}/form`, () =>
        fail(422, {
          status: 'ERROR',
          message: 'invalid',
          errors: [
            { field: 'name', message: 'name is short' },
            { field: 'email', message: 'email is bad' },
          ],
        }),
      ),
    );
    await expect(apiPost(client, '/form', {})).rejects.toMatchObject({ status: 422 });
    expect(notifier.toastError.mock.calls).toEqual([['name is short'], ['email is bad']]);
  });

  it('suppresses toasts when the call asks', async () => {
    server.use(http.post(`${BASE}/form`, () => fail(422, { errors: [{ field: 'a', message: 'm' }] })));
    await expect(apiPost(client, '/form', {}, { suppressToast: true })).rejects.toBeTruthy();
    expect(notifier.toastError).not.toHaveBeenCalled();
  });

  it('sends the user to login with redirect_url on 401, unless the call ignores 401', async () => {
    server.use(http.get(`${BASE}/me`, () => fail(401)));
    await expect(apiGet(client, '/me')).rejects.toMatchObject({ status: 401 });
    expect(notifier.navigate).toHaveBeenCalledWith('/auth/login?redirect_url=%2Ftutor-request%2Ftracking%2F7%3Ftab%3D2');
    notifier.navigate.mockClear();
    await expect(apiGet(client, '/me', undefined, { ignore401: true })).rejects.toMatchObject({ status: 401 });
    expect(notifier.navigate).not.toHaveBeenCalled();
  });

  it("shows the server's 429 message, or when to retry from Retry-After", async () => {
    server.use(http.post(`${BASE}/otp`, () => fail(429, { message: 'wait 42 s for a new code' }, { 'Retry-After': '42' })));
    await expect(apiPost(client, '/otp')).rejects.toMatchObject({ status: 429 });
    expect(notifier.toastError).toHaveBeenCalledWith('wait 42 s for a new code');
    server.use(http.post(`${BASE}/otp`, () => new HttpResponse('busy', { status: 429, headers: { 'Retry-After': '42' } })));
    await expect(apiPost(client, '/otp')).rejects.toMatchObject({ status: 429 });
    expect(notifier.toastError).toHaveBeenCalledWith('retry in 42');
  });

  it('toasts 400 messages and follows a same-site redirect_url only', async () => {
    server.use(http.post(`${BASE}/a`, () => fail(400, { message: 'bad', errors: { redirect_url: '/faq' } })));
    await expect(apiPost(client, '/a')).rejects.toBeTruthy();
    expect(notifier.toastError).toHaveBeenCalledWith('bad');
    expect(notifier.navigate).toHaveBeenCalledWith('/faq');
    notifier.navigate.mockClear();
    server.use(http.post(`${BASE}/a`, () => fail(400, { message: 'bad', errors: { redirect_url: 'https://evil.example/' } })));
    await expect(apiPost(client, '/a')).rejects.toBeTruthy();
    expect(notifier.navigate).not.toHaveBeenCalled();
  });

  it('shows the error page for 404, 410, 500, 504, but not for a 500 the call ignores', async () => {
    for (const status of [404, 410, 500, 504]) {
      server.use(http.post(`${BASE}/x`, () => fail(status)));
      await expect(apiPost(client, '/x')).rejects.toBeTruthy();
      expect(notifier.showErrorPage).toHaveBeenLastCalledWith(expect.objectContaining({ status }));
    }
    notifier.showErrorPage.mockClear();
    server.use(http.post(`${BASE}/x`, () => fail(500)));
    await expect(apiPost(client, '/x', {}, { ignore500: true })).rejects.toBeTruthy();
    expect(notifier.showErrorPage).not.toHaveBeenCalled();
  });

  it('follows 301 new_username and 302 next_step', async () => {
    server.use(http.get(`${BASE}/p`, () => fail(301, { errors: { new_username: 'sara-new' } })));
    await expect(apiGet(client, '/p')).rejects.toBeTruthy();
    expect(notifier.navigate).toHaveBeenCalledWith('/tutor/sara-new');
    server.use(http.get(`${BASE}/p`, () => fail(302, { errors: { next_step: 'tutor-request.tracking', params: { id: '9' } } })));
    await expect(apiGet(client, '/p')).rejects.toBeTruthy();
    expect(notifier.navigate).toHaveBeenLastCalledWith('/tutor-request/tracking/9');
  });

  it('falls back to the unknown-error text for a status without a message', async () => {
    server.use(http.post(`${BASE}/x`, () => new HttpResponse('oops', { status: 418 })));
    await expect(apiPost(client, '/x')).rejects.toBeTruthy();
    expect(notifier.toastError).toHaveBeenCalledWith('unknown error');
  });
});
