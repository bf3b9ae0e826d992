/** Spec §9: source and referral cookies last 90 days. */
export const ATTRIBUTION_MAX_AGE_SECONDS = 7_776_000;
export const SOURCE_COOKIE = 'attribution_source';
export const REFERRER_COOKIE = 'attribution_referrer';
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The magazine's pages live under this path: links from them are real referrals. */
export const MAGAZINE_PATH = '/mag';
/** Placeholder until a gateway is chosen: set PAYMENT_GATEWAY_HOST in each deployment. */
export const DEFAULT_PAYMENT_GATEWAY_HOST = 'sandbox.payment-gateway.example';

export interface AttributionContext {
  /** Hosts of this site (its own pages are not referrals, except the magazine). */
  siteHosts: string[];
  /** Returns from the payment gateway are not referrals. */
  paymentGatewayHost: string;
}

export function attributionContext(requestHosts: string[]): AttributionContext {
  const hosts = requestHosts.filter(Boolean);
  try {
    if (process.env.SITE_URL) hosts.push(new URL(process.env.SITE_URL).hostname);
  } catch {
    // A malformed SITE_URL: the request's host still counts as ours.
  }
  return { siteHosts: hosts, paymentGatewayHost: process.env.PAYMENT_GATEWAY_HOST || DEFAULT_PAYMENT_GATEWAY_HOST };
}
