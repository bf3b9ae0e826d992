import type { MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// Ids from our own proxy (nginx's $request_id) or server script are kept; anything odd is replaced.
const ACCEPTED = /^[A-Za-z0-9._-]{8,128}$/;

export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && ACCEPTED.test(value);
}

export function requestIdOf(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return isAcceptableRequestId(given) ? given : crypto.randomUUID();
}

/** Every API answer names its request, so a user's report can be found in the logs. */
export const requestId: MiddlewareHandler = async (c, next) => {
  const id = requestIdOf(c.req.raw.headers);
  c.set('requestId' as never, id as never);
  await next();
  c.header(REQUEST_ID_HEADER, id);
};
