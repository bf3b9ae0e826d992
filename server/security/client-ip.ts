import type { Context } from 'hono';

/**
 * The caller's address as our server script determined it (scripts/serve-request.ts), which
 * overwrites the header on every request. In-process calls (server rendering, tests) have none.
 */
export function clientIp(c: Context): string {
  return c.req.header('x-client-ip') || 'local';
}
