/** Anti-forgery pair: the API client repeats the cookie's value in the header on writes. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Cookie names shared by the proxy's guards, the API and the server renders. */
export const SESSION_COOKIE = 'auth_token';
/** The number entered earlier in this sign-in flow (the auth-mobile guard checks for it). */
export const AUTH_MOBILE_COOKIE = 'auth_mobile';
// Whether cookies carry Secure is a server setting: secureCookies() in server/config.ts.
