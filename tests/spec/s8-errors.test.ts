/**
 * Spec §8 "Error catalogue", on both paths: the browser's (reportInBrowser, through the notifier)
 * and a server render's (the server client's failure hook and onServer / optionalOnServer).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { apiGet } from '@/lib/api/calls';
import { type CallOptions, reportInBrowser } from '@/lib/api/error-catalogue';
import type { ApiNotifier } from '@/lib/api/notifier';
import type { DbHandle } from '@/server/db/client';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

const redirect = vi.fn((_to: { href: string; locale: string }) => {
  throw new Error('NEXT_REDIRECT');
});
const page = { path: '/en-US/profile/dashboard/settings?tab=1', locale: 'en-US' };
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ 'x-full-path': page.path }),
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => page.locale }));
vi.mock('@/lib/i18n/paths', () => ({ redirect: (to: { href: string; locale: string }) => redirect(to) }));

const { getServerApiClient, optionalOnServer } = await import('@/lib/api-client.server');

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 10 });
});
afterAll(() => handle.close());
beforeEach(() => {
  redirect.mockClear();
});

const status = (code: number, options?: CallOptions) => async () => apiGet(await getServerApiClient(), `/test/status/${code}`, undefined, options);

function browser() {
  const notifier = {
    toastError: vi.fn(),
    navigate: vi.fn(),
    showErrorPage: vi.fn(),
    currentPath: () => '/tutor-list?page=2',
    messages: { unknown: 'unknown', network: 'network', tooManyRequests: () => 'later' },
  } satisfies ApiNotifier;
  const report = (code: number, body: object, options: CallOptions = {}) =>
    reportInBrowser(new ApiError(code, 'failed', { status: 'ERROR', message: 'failed', ...body }, '/api', '/x', options), options, notifier, undefined);
  return { notifier, report };
}

describe('§8 401 "Go to login with redirect_url, unless the call ignores 401" (§6 "redirect_url set to the current page")', () => {
  it("server render: a 401 redirects to login with the page as a locale-free redirect_url, in the page's locale", async () => {
    await expect(status(401)()).rejects.toThrow('NEXT_REDIRECT');
    expect(redirect).toHaveBeenCalledWith({ href: '/auth/login?redirect_url=%2Fprofile%2Fdashboard%2Fsettings%3Ftab%3D1', locale: 'en-US' });
  });

  it('server render: a call that ignores 401 gets the 401 itself', async () => {
    const error = await status(401, { ignore401: true })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('browser: a 401 navigates to login with the locale-free current page', () => {
    const { notifier, report } = browser();
    report(401, {});
    expect(notifier.navigate).toHaveBeenCalledWith('/auth/login?redirect_url=%2Ftutor-list%3Fpage%3D2');
  });

  it('browser: a call that ignores 401 stays put', () => {
    const { notifier, report } = browser();
    report(401, {}, { ignore401: true });
    expect(notifier.navigate).not.toHaveBeenCalled();
  });
});

describe('§8 500 "Error page (500 can be ignored per call)"', () => {
  it('server render: an ignored 500 answers null and the render goes on', async () => {
    await expect(optionalOnServer(status(500, { ignore500: true })())).resolves.toBeNull();
  });

  it('server render: a 500 not ignored, or a 503 even with ignore500, reaches the error page', async () => {
    await expect(optionalOnServer(status(500)())).rejects.toMatchObject({ status: 500, digest: expect.stringContaining('API_ERROR;500') });
    await expect(optionalOnServer(status(503, { ignore500: true })())).rejects.toMatchObject({ status: 503 });
  });

  it('browser: an ignored 500 shows no error page; a 500 otherwise does', () => {
    const { notifier, report } = browser();
    report(500, {}, { ignore500: true });
    expect(notifier.showErrorPage).not.toHaveBeenCalled();
    report(500, {});
    expect(notifier.showErrorPage).toHaveBeenCalledTimes(1);
  });
});

describe('§8 400 "Show the server messages as toasts (unless suppressed) and follow errors.redirect_url"; 422 "Each field error message shown as a toast"', () => {
  it('400: toasts, then follows redirect_url', () => {
    const { notifier, report } = browser();
    report(400, { errors: { redirect_url: '/auth/login' } });
    expect(notifier.toastError).toHaveBeenCalledWith('failed');
    expect(notifier.navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('400 and 422 with suppressToast: no toast, the redirect still happens', () => {
    const { notifier, report } = browser();
    report(400, { errors: { redirect_url: '/auth/login' } }, { suppressToast: true });
    report(422, { errors: [{ field: 'q', message: 'too long' }] }, { suppressToast: true });
    expect(notifier.toastError).not.toHaveBeenCalled();
    expect(notifier.navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('422: one toast per field error', () => {
    const { notifier, report } = browser();
    report(422, {
      errors: [
        { field: 'a', message: 'one' },
        { field: 'b', message: 'two' },
      ],
    });
    expect(notifier.toastError.mock.calls).toEqual([['one'], ['two']]);
  });

  it('the search suggestions call suppresses its toasts (per-call option in use)', async () => {
    const { searchSuggestionsQuery } = await import('@/lib/api/tutors');
    const get = vi.fn(async () => ({ data: { status: 'SUCCESS', data: {} } }));
    await searchSuggestionsQuery(async () => ({ get }) as never, 'fa', 'ri').queryFn!({} as never);
    expect(get).toHaveBeenCalledWith('/www/v1/search-box/search', expect.objectContaining({ suppressToast: true }));
  });
});

describe('§8 301 "Redirects as described in section 4" (§4 "A 301 on a tutor profile redirects to the new username")', () => {
  it('the profile API answers 301 with errors.new_username and no Location a browser would follow first', async () => {
    const { status: code, headers, body } = await callApi('/www/v2/tutor/profile/teacher-7');
    expect(code).toBe(301);
    expect(headers.get('location')).toBeNull();
    expect(body.errors.new_username).toMatch(/^[a-z0-9-]+$/);
  });

  it("browser: the client's new_username handling navigates to the new profile", () => {
    const { notifier, report } = browser();
    report(301, { errors: { new_username: 'ehsan-kashani-7' } });
    expect(notifier.navigate).toHaveBeenCalledWith('/tutor/ehsan-kashani-7');
  });
});
