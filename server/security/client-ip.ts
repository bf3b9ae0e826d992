import type { Context } from 'hono';

/** The caller's address as the proxy in front of us reports it (docs/deploy: trust one hop). */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.req.header('x-real-ip') || 'local';
}
