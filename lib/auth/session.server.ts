import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { authApi } from '@/lib/api/auth';
import { getServerApiClient } from '@/lib/api-client.server';
import { redirect } from '@/lib/i18n/navigation';
import { withoutLocalePrefix } from '@/lib/i18n/routing';
import type { MeUser } from '@/lib/schemas/auth';
import { canAccess } from './access';
import { AUTH_MOBILE_COOKIE, SESSION_COOKIE } from './cookies';
import { pageRuleFor } from './page-access';
import { loginPathFor } from './guards';

/** The signed-in user for this request (one `me` call per render), or null. */
export const getSessionUser = cache(async (): Promise<MeUser | null> => {
  if (!(await cookies()).get(SESSION_COOKIE)?.value) return null;
  try {
    return await authApi.me(await getServerApiClient());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
});

/** Guarded pages: the proxy saw a cookie; this checks the session is live before rendering. */
export async function requireSessionUser(): Promise<MeUser> {
  const user = await getSessionUser();
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
