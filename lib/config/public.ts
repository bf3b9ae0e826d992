/**
 * The settings the browser sees. Next inlines each literal `process.env.NEXT_PUBLIC_*` and
 * `process.env.NODE_ENV` at build time, so this is the one file that reads them, each once, as a
 * literal expression (never `process.env[name]` or a destructured `process.env`). Server-only
 * settings live in server/config.ts. Nothing here may import server code: components load it.
 */
const rawApiBase = process.env.NEXT_PUBLIC_API_BASE;
const rawGtmId = process.env.NEXT_PUBLIC_GTM_ID;

// Functions, not constants, so that tests can stub NODE_ENV; Next still inlines the literal
// inside them, and a production build drops the development-only branches.
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** Where the browser finds the API: a same-origin path (`/api`, the default) or an absolute URL. */
export function normalizeApiBase(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return '/api';
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

export function normalizeGtmId(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** Why each browser-visible variable in `env` is unusable (empty when all are fine). */
export function publicEnvProblems(env: Record<string, string | undefined>): { variable: string; problem: string }[] {
  const problems: { variable: string; problem: string }[] = [];
  const apiBase = env.NEXT_PUBLIC_API_BASE?.trim();
  if (apiBase && !apiBase.startsWith('/') && !/^https?:\/\/[^/\s]+/.test(apiBase)) {
    problems.push({ variable: 'NEXT_PUBLIC_API_BASE', problem: 'must be a path starting with / or an http(s):// URL' });
  }
  const gtmId = normalizeGtmId(env.NEXT_PUBLIC_GTM_ID);
  if (gtmId && !GTM_ID_PATTERN.test(gtmId)) {
    problems.push({ variable: 'NEXT_PUBLIC_GTM_ID', problem: 'must be a Tag Manager container id like GTM-ABC123' });
  }
  return problems;
}

/** `NEXT_PUBLIC_API_BASE`, default `/api`, without a trailing slash. */
export const API_BASE = normalizeApiBase(rawApiBase);
/** `NEXT_PUBLIC_GTM_ID`, or undefined: nothing external loads then. */
export const GTM_ID = normalizeGtmId(rawGtmId);
