import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { authApi } from '@/lib/api/auth';
import { getServerApiClient } from '@/lib/api-client.server';
import { redirect } from '@/lib/i18n/paths';
import { withoutLocalePrefix } from '@/lib/i18n/routing';
import type { MeUser } from '@/lib/schemas/auth';
import { canAccess } from './access';
import { AUTH_MOBILE_COOKIE, SESSION_COOKIE } from './cookies';
import { pageRuleFor } from './page-access';
import { fullNamePathFor, loginPathFor } from './guards';

/** The signed-in user for this request (one `me` call per render), or null. */
export const getSessionUser = cache(async (): Promise<MeUser | null> => {
  if (!(await cookies()).get(SESSION_COOKIE)?.value) return null;
  try {
    // A stale cookie means signed out here, not a trip to login: this call ignores 401 (spec §6).
    return await authApi.me(await getServerApiClient(), { ignore401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
});

/**
 * The session's bearer token for the browser's API client, when the session is live. The HttpOnly
 * cookie stays the session's home; this hands the page the same token the login answer gave, so
 * calls after a reload carry `Authorization: Bearer` as they did before it (docs/decisions.md, issue 21).
 */
export async function getSessionToken(): Promise<string | null> {
  if (!(await getSessionUser())) return null;
  return (await cookies()).get(SESSION_COOKIE)?.value ?? null;
}

/** Guarded pages: the proxy saw a cookie; this checks the session is live before rendering. */
export async function requireSessionUser(): Promise<MeUser> {
  const user = await getSessionUser();
  // An account without a name gives it first (a reload on the name step must not skip it for good).
  if (user && !user.full_name) return redirect({ href: fullNamePathFor(await requestSitePath()), locale: await getLocale() });
  if (user) return user;
  return redirect({ href: loginPathFor(await requestSitePath()), locale: await getLocale() });
}

/**
 * A work area's layout: the visitor must be signed in (else to login and back) and hold the
 * access the page table gives `path` (else the 403 page, with HTTP 403: never the data).
 */
export async function requirePageAccess(path: string): Promise<MeUser> {
  const user = await requireSessionUser();
  if (!canAccess(pageRuleFor(path).access, user.roles)) forbidden();
  return user;
}

/** This request's page as a locale-free path with its query (proxy.ts passes it as `x-full-path`). */
export async function requestSitePath(): Promise<string> {
  return withoutLocalePrefix((await headers()).get('x-full-path') ?? '/');
}

/** The number entered earlier in the sign-in flow (auth-mobile guard pages). */
export async function signInMobile(): Promise<string | null> {
  return (await cookies()).get(AUTH_MOBILE_COOKIE)?.value ?? null;
}
