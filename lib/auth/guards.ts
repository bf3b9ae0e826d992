import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { safeRedirectPath } from '@/lib/api/next-step';

/** Spec §2, §6: pages that need a session (guard `auth`). Paths are without the locale prefix. */
const AUTH_GUARDED = [
  /^\/tutor-request\/form(\/|$)/,
  /^\/tutor-request\/reassign\/[^/]+/,
  /^\/tutor-request\/tracking\/[^/]+/,
  /^\/tutor-suggestion(\/|$)/,
  /^\/profile\/dashboard(\/|$)/,
  /^\/dashboard(\/|$)/,
];

/** Sign-in steps that need the number entered earlier in the flow (guard `auth-mobile`). */
const MOBILE_GUARDED = new Set([
  '/auth/password',
  '/auth/set-password',
  '/auth/change-password',
  '/auth/confirm-code',
  '/auth/confirm-code-password',
  '/auth/confirm-code-forget-password',
]);

export interface GuardCookies {
  session?: string;
  mobile?: string;
}

/**
 * Where a guard sends this visit (a site path without locale), or null to let it through. The
 * proxy only sees cookies; guarded pages also check the session itself before rendering.
 */
export function guardRedirect(path: string, search: string, cookies: GuardCookies): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (AUTH_GUARDED.some((pattern) => pattern.test(clean)) && !cookies.session) {
    return loginPathFor(clean + search);
  }
  if (MOBILE_GUARDED.has(clean) && !cookies.mobile) {
    const redirectUrl = new URLSearchParams(search).get('redirect_url');
    return redirectUrl ? loginPathFor(redirectUrl) : LOGIN_PATH;
  }
  return null;
}

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect_url=${encodeURIComponent(returnTo)}`;
}

/** `redirect_url` from a page's query, if it names a page of this site (no open redirects). */
export function redirectTarget(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return safeRedirectPath(first);
}
