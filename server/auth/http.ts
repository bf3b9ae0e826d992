import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_MOBILE_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookies';
import { secureCookies } from '@/server/config';
import { AUTH_POLICY } from './policy';

/** The bearer token (apps, our API client) or the HttpOnly session cookie (browsers). */
export function sessionTokenOf(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return getCookie(c, SESSION_COOKIE) ?? null;
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(),
    path: '/',
    maxAge: AUTH_POLICY.sessionDays * 86_400,
  });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookies() });
  deleteCookie(c, AUTH_MOBILE_COOKIE, { path: '/', secure: secureCookies() });
}

export function setAuthMobileCookie(c: Context, mobile: string): void {
  setCookie(c, AUTH_MOBILE_COOKIE, mobile, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(),
    path: '/',
    maxAge: AUTH_POLICY.authMobileCookieMinutes * 60,
  });
}
