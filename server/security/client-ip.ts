import type { Context } from 'hono';

/**
 * The caller's address as our server script determined it (scripts/serve-request.ts), which
 * overwrites the header on every request. In-process calls (server rendering, tests) have none.
 */
export function clientIp(c: Context): string {
  return c.req.header('x-client-ip') || 'local';
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: a caller on this very machine. */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
