import { locales } from '@/lib/i18n/routing';
import type { AttributionReferrer, AttributionSource } from '@/lib/schemas/attribution';
import { type AttributionContext, MAGAZINE_PATH, UTM_PARAMS } from '@/lib/attribution/config.server';

const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
/** The host itself or any of its subdomains. */
const isHostOrSubdomain = (host: string, parent: string) => {
  const [h, p] = [bare(host), bare(parent)];
  return h === p || h.endsWith(`.${p}`);
};

function isMagazinePath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  if ((locales as readonly string[]).includes(parts[0] ?? '')) parts.shift();
  return `/${parts[0] ?? ''}` === MAGAZINE_PATH;
}

export function parseReferrer(referer: string | null | undefined): URL | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Spec §9: the payment gateway and the site's own non-magazine pages are not referrals. */
export function isIgnoredReferrer(referrer: URL, ctx: AttributionContext): boolean {
  if (ctx.paymentGatewayHost && isHostOrSubdomain(referrer.hostname, ctx.paymentGatewayHost)) return true;
  const ownSite = ctx.siteHosts.some((host) => bare(host) === bare(referrer.hostname));
  return ownSite && !isMagazinePath(referrer.pathname);
}

/** The UTM parameters of a landing URL, or null without utm_source. */
export function sourceFromUrl(url: URL, now: number): AttributionSource | null {
  const value = (name: string) => url.searchParams.get(name)?.trim().slice(0, 200) || undefined;
  const utmSource = value('utm_source');
  if (!utmSource) return null;
  const source: AttributionSource = { utm_source: utmSource, landing_path: url.pathname.slice(0, 2048), timestamp: now };
  for (const name of UTM_PARAMS.slice(1)) {
    const v = value(name);
    if (v) source[name] = v;
  }
  return source;
}

/** Only the origin and path are kept: a referrer's query can hold search terms or personal data. */
export function referrerRecord(referrer: URL, now: number): AttributionReferrer {
  return { url: `${referrer.origin}${referrer.pathname}`.slice(0, 2048), host: bare(referrer.hostname), timestamp: now };
}

export interface VisitInput {
  url: URL;
  referer: string | null;
  /** Only page loads count; prefetches, API and asset requests never do. */
  isNavigation: boolean;
  has: { source: boolean; referrer: boolean };
  now: number;
}

/**
 * First touch wins: each cookie is written once and never overwritten. A visit that comes back
 * from the payment gateway or from one of our own pages records nothing at all.
 */
export function decideAttribution(visit: VisitInput, ctx: AttributionContext) {
  const none = { source: null, referrer: null };
  if (!visit.isNavigation) return none;
  const referrer = parseReferrer(visit.referer);
  if (referrer && isIgnoredReferrer(referrer, ctx)) return none;
  return {
    source: visit.has.source ? null : sourceFromUrl(visit.url, visit.now),
    referrer: visit.has.referrer || !referrer ? null : referrerRecord(referrer, visit.now),
  };
}
