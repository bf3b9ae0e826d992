/**
 * The security headers (docs/decisions.md, "Production"). Pages get a Content-Security-Policy
 * with a fresh nonce per response from proxy.ts; everything else gets the static headers from
 * next.config.ts. Pure functions, so both places and the tests share one definition.
 */
export const NONCE_HEADER = 'x-nonce';

const GTM_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];

export interface CspOptions {
  /** A page rendered for this response: its scripts carry this nonce. */
  nonce?: string;
  /**
   * A page rendered once and served from the page cache (server/page-cache): a nonce cannot be
   * shared, so each of its inline scripts is allowed by its hash (`sha256-…`), and Next's chunks
   * by 'self'. An injected inline script matches no hash.
   */
  scriptHashes?: readonly string[];
  development?: boolean;
  /** Tag Manager configured (NEXT_PUBLIC_GTM_ID): its origins may load and receive. */
  tagManager?: boolean;
  /** An absolute NEXT_PUBLIC_API_BASE on another origin. */
  apiOrigin?: string | null;
}

export function contentSecurityPolicy({ nonce, scriptHashes = [], development, tagManager, apiOrigin }: CspOptions): string {
  const external = tagManager ? GTM_ORIGINS : [];
  const scripts = nonce
    ? // 'strict-dynamic': scripts our nonced scripts load are trusted; no inline script without the nonce.
      [`'nonce-${nonce}'`, "'strict-dynamic'"]
    : [...scriptHashes.map((hash) => `'${hash}'`), ...external];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...external],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...external, ...(development ? ['ws:'] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The origin of an absolute API base, or null for a same-origin path like `/api`. */
export function apiOriginOf(base: string | undefined): string | null {
  if (!base || !/^https?:\/\//.test(base)) return null;
  return new URL(base).origin;
}

/**
 * Sent only on answers that travelled over https (scripts/serve.ts asks `arrivedOverHttps`): over
 * plain http the header means nothing to a browser and misstates the site (issue 16).
 */
export const HSTS_HEADER = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' } as const;

/** Headers every response carries (pages, API, static files); HSTS is added per request. */
export function staticSecurityHeaders(_production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
