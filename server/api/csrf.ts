import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/cookies';
import { HttpError } from './errors';
import { callerTranslator } from './locale';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery check on every write: the X-XSRF-TOKEN header must repeat the
 * XSRF-TOKEN cookie (a page on another site can send the cookie but cannot read it). Callers that
 * authenticate with a bearer header (apps) carry no ambient credentials and are exempt.
 */
export const csrfProtection: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (c.req.header('authorization')?.startsWith('Bearer ')) return next();
  const cookie = getCookie(c, CSRF_COOKIE) ?? '';
  const header = c.req.header(CSRF_HEADER) ?? '';
  if (!cookie || !sameToken(cookie, header)) {
    throw new HttpError(403, callerTranslator(c.req.raw.headers)('csrf_failed'));
  }
  return next();
};

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
