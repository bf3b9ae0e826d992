/** Anti-forgery pair: the API client repeats the cookie's value in the header on writes. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Cookie names shared by the proxy's guards, the API and the server renders. */
export const SESSION_COOKIE = 'auth_token';
/** The number entered earlier in this sign-in flow (the auth-mobile guard checks for it). */
export const AUTH_MOBILE_COOKIE = 'auth_mobile';

/** Secure cookies wherever the site is served over HTTPS (production); plain HTTP for local runs. */
export function secureCookies(): boolean {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE === '1';
  return (process.env.SITE_URL ?? '').startsWith('https://');
}
