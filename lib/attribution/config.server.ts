import { serverConfig } from '@/server/config';

/** Spec §9: source and referral cookies last 90 days. */
export const ATTRIBUTION_MAX_AGE_SECONDS = 7_776_000;
export const SOURCE_COOKIE = 'attribution_source';
export const REFERRER_COOKIE = 'attribution_referrer';
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The magazine's pages live under this path: links from them are real referrals. */
export const MAGAZINE_PATH = '/mag';
export interface AttributionContext {
  /** Hosts of this site (its own pages are not referrals, except the magazine). */
  siteHosts: string[];
  /** Returns from the payment gateway are not referrals. */
  paymentGatewayHost: string;
}

export function attributionContext(requestHosts: string[]): AttributionContext {
  // SITE_URL is validated at start (server/config.ts); its default, localhost, is harmless here.
  const { siteUrl, paymentGatewayHost } = serverConfig();
  return { siteHosts: [...requestHosts.filter(Boolean), new URL(siteUrl).hostname], paymentGatewayHost };
}
