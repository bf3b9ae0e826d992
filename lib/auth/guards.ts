import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { safeRedirectPath } from '@/lib/api/next-step';
import { pageRuleFor } from './page-access';

export interface GuardCookies {
  session?: string;
  mobile?: string;
}

/**
 * Where a guard sends this visit (a site path without locale), or null to let it through. The
 * proxy only sees cookies (lib/auth/page-access.ts says which pages need one); the layouts check
 * the session and the role itself before rendering.
 */
export function guardRedirect(path: string, search: string, cookies: GuardCookies): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const rule = pageRuleFor(clean);
  if (rule.access !== 'public' && !cookies.session) {
    return loginPathFor(clean + search);
  }
  if (rule.needsSignInMobile && !cookies.mobile) {
    const redirectUrl = new URLSearchParams(search).get('redirect_url');
    return redirectUrl ? loginPathFor(redirectUrl) : LOGIN_PATH;
  }
  return null;
}

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect_url=${encodeURIComponent(returnTo)}`;
}

/** The name page, then back to `returnTo`: an account is asked its name until it gives one. */
export function fullNamePathFor(returnTo: string): string {
  return `/auth/full-name?redirect_url=${encodeURIComponent(returnTo)}`;
}

/** `redirect_url` from a page's query, if it names a page of this site (no open redirects). */
export function redirectTarget(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return safeRedirectPath(first);
}
