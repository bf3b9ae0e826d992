import { describe, expect, it } from 'vitest';
import { apiOriginOf, contentSecurityPolicy, newNonce, staticSecurityHeaders } from './headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce (no unsafe-inline, no eval in production) and forbids framing', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('opens only what is configured: Tag Manager origins, a separate API origin, eval in development', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', tagManager: true, apiOrigin: 'https://api.example', development: true });
    expect(directive(csp, 'connect-src')).toContain('https://api.example');
    expect(directive(csp, 'connect-src')).toContain('https://www.google-analytics.com');
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('newNonce', () => {
  it('is fresh base64 every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('apiOriginOf', () => {
  it('names an absolute base and ignores a same-origin path', () => {
    expect(apiOriginOf('/api')).toBeNull();
    expect(apiOriginOf('https://api.example/v1')).toBe('https://api.example');
  });
});

describe('staticSecurityHeaders', () => {
  it('never adds HSTS itself: the server script sends it only over https (issue 16)', () => {
    const names = (production: boolean) => staticSecurityHeaders(production).map((h) => h.key);
    expect(names(true)).not.toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
    expect(names(false)).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']));
  });
});
