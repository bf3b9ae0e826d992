import type { NextRequest, NextResponse } from 'next/server';
import { ATTRIBUTION_MAX_AGE_SECONDS, attributionContext, REFERRER_COOKIE, SOURCE_COOKIE } from '@/lib/attribution/config.server';
import { encodeCookieValue } from './cookie-codec';
import { decideAttribution } from './rules';

// The Host header is what the visitor typed; behind `next start` nextUrl may name the bind address.
const hostnameOf = (host: string | null) => (host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');

/** proxy.ts: writes the first-touch source and referrer cookies a page load earns (spec §9). */
export function recordAttribution(request: NextRequest, response: NextResponse): NextResponse {
  const mode = request.headers.get('sec-fetch-mode');
  const decision = decideAttribution(
    {
      url: request.nextUrl,
      referer: request.headers.get('referer'),
      // Next's client navigations and prefetches send RSC; old browsers send no Sec-Fetch-Mode.
      isNavigation: (mode === null || mode === 'navigate') && !request.headers.has('rsc'),
      has: { source: request.cookies.has(SOURCE_COOKIE), referrer: request.cookies.has(REFERRER_COOKIE) },
      now: Date.now(),
    },
    attributionContext([request.nextUrl.hostname, hostnameOf(request.headers.get('host'))]),
  );
  const options = {
    maxAge: ATTRIBUTION_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax' as const,
    httpOnly: true,
    secure: request.nextUrl.protocol === 'https:',
  };
  if (decision.source) response.cookies.set(SOURCE_COOKIE, encodeCookieValue(decision.source), options);
  if (decision.referrer) response.cookies.set(REFERRER_COOKIE, encodeCookieValue(decision.referrer), options);
  return response;
}
