import 'server-only';
import axios, { type AxiosAdapter, AxiosError, type AxiosResponse } from 'axios';
import { cookies, headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { api, inRenderScope, newRenderMemo, renderMemoFor } from '@/server/app/api';

type RenderMemo = ReturnType<typeof newRenderMemo>;
import { ApiError } from './api/api-error';
import { createApiClient, CSRF_COOKIE } from './api/create-client';
import { directionsOf } from './api/envelope';
import { isIgnored500, LOGIN_PATH } from './api/error-catalogue';
import { nextStepPath, safeRedirectPath } from './api/next-step';
import { SESSION_COOKIE } from './auth/cookies';
import { CONSOLE_CHECK_PATH } from './auth/access';
import { API_BASE } from './config/public';
import { redirect as localeRedirect } from './i18n/paths';
import { withoutLocalePrefix } from './i18n/routing';
import { NONCE_HEADER } from './security/headers';

/**
 * Server renders call our own API in-process: the same client and envelope, no network hop. The
 * calls of one render share its memo (who the caller is: server/api/render-scope.ts).
 */
const inProcessAdapter =
  (memo: RenderMemo): AxiosAdapter =>
  async (config) => {
    const url = new URL(axios.getUri(config), 'http://in-process.local');
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (value != null) headers.set(name, String(value));
    }
    const method = (config.method ?? 'get').toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit | undefined);
    if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const answer = await inRenderScope(memo, async () => api.fetch(new Request(url, { method, headers, body })));
    const text = await answer.text();
    const response: AxiosResponse = {
      data: text && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      status: answer.status,
      statusText: answer.statusText,
      headers: Object.fromEntries(answer.headers.entries()),
      config,
      request: {},
    };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };

/** The server's instance of the one API client, one per request (it carries the caller's session). */
export const getServerApiClient = cache(async () => {
  const [cookieStore, headerStore, locale] = await Promise.all([cookies(), headers(), getLocale()]);
  // proxy.ts passes the page as `x-full-path`; redirect_url is locale-free (the redirect adds the locale once).
  const sitePath = withoutLocalePrefix(headerStore.get('x-full-path') ?? '/');
  const nonce = headerStore.get(NONCE_HEADER);
  return createApiClient({
    baseURL: API_BASE,
    // One memo per page request (the proxy's nonce names it), shared by its layout, page and metadata.
    adapter: API_BASE.startsWith('/') ? inProcessAdapter(nonce ? renderMemoFor(nonce) : newRenderMemo()) : undefined,
    locale: () => locale,
    token: () => cookieStore.get(SESSION_COOKIE)?.value,
    csrfToken: () => cookieStore.get(CSRF_COOKIE)?.value,
    onServerFailure: (error) => failOnServer(error, sitePath, locale),
  });
});

/**
 * Spec §6/§8 during a server render: a 401 sends the user to login with `redirect_url` set to this
 * page, exactly as the browser does, unless the call ignores 401 (`me` on a stale cookie does).
 */
export function failOnServer(error: ApiError, sitePath: string, locale: string): void {
  if (error.status === 401 && !error.options.ignore401) {
    localeRedirect({ href: `${LOGIN_PATH}?redirect_url=${encodeURIComponent(sitePath)}`, locale });
  }
  // An operator's console without its second factor (or past its time): the check, then back here.
  if (error.status === 403 && directionsOf(error.body).redirect_url === CONSOLE_CHECK_PATH) {
    localeRedirect({ href: `${CONSOLE_CHECK_PATH}?redirect_url=${encodeURIComponent(sitePath)}`, locale });
  }
}

/**
 * Spec §8 "500 can be ignored per call" during a server render: a call made with `ignore500`
 * answers null on a 500 and the render goes on without its data (the browser shows no error page
 * for it either); every other failure goes through `onServer`.
 */
export async function optionalOnServer<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await onServer(call);
  } catch (error) {
    if (error instanceof ApiError && isIgnored500(error)) return null;
    throw error;
  }
}

/**
 * The error catalogue during a server render (spec §8): 404/410 (and 422) → the not-found page with
 * HTTP 404, 301/302 → real redirects; other failures reach app/[locale]/error.tsx through
 * the ApiError digest and render the error page for their status.
 */
export async function onServer<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A page's calls take their input from its address: a 422 means the address names nothing
    // (a 3,000-character slug, a bad id), so the page does not exist, not a server failure.
    if (error.status === 404 || error.status === 410 || error.status === 422) notFound();
    const directions = directionsOf(error.body);
    if (error.status === 301 && directions.new_username) {
      permanentRedirect(`/tutor/${encodeURIComponent(directions.new_username)}`);
    }
    if (error.status === 302) {
      const target = nextStepPath(directions) ?? safeRedirectPath(directions.redirect_url);
      if (target) redirect(target);
    }
    throw error;
  }
}
