import { describe, expect, it } from 'vitest';
import { attributionSchema } from '@/lib/schemas/attribution';
import { ATTRIBUTION_MAX_AGE_SECONDS, REFERRER_COOKIE, SOURCE_COOKIE } from '@/lib/attribution/config.server';
import { encodeCookieValue } from './cookie-codec';
import { readAttribution } from './read';
import { decideAttribution, type VisitInput } from './rules';

const ctx = { siteHosts: ['tutorly.test'], paymentGatewayHost: 'pay.gateway.test' };
const NOW = 1_790_000_000_000;
const visit = (url: string, referer: string | null, extra: Partial<VisitInput> = {}): VisitInput => ({
  url: new URL(url),
  referer,
  isNavigation: true,
  has: { source: false, referrer: false },
  now: NOW,
  ...extra,
});

describe('attribution rules (spec §9)', () => {
  it('keeps cookies 90 days', () => {
    expect(ATTRIBUTION_MAX_AGE_SECONDS).toBe(7_776_000);
    expect(ATTRIBUTION_MAX_AGE_SECONDS).toBe(90 * 24 * 60 * 60);
  });

  it('records UTM parameters and an outside referrer with a timestamp, without its query', () => {
    const result = decideAttribution(
      visit(
        'https://tutorly.test/tutor-list?utm_source=google&utm_medium=cpc&utm_campaign=%DA%A9%D9%86%DA%A9%D9%88%D8%B1&x=1',
        'https://www.google.com/search?q=private+data',
      ),
      ctx,
    );
    expect(result.source).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: decodeURIComponent('%DA%A9%D9%86%DA%A9%D9%88%D8%B1'),
      landing_path: '/tutor-list',
      timestamp: NOW,
    });
    expect(result.referrer).toEqual({ url: 'https://www.google.com/search', host: 'google.com', timestamp: NOW });
  });

  it('ignores the payment gateway (and its subdomains) entirely', () => {
    for (const referer of ['https://pay.gateway.test/callback?id=1', 'https://ipg.pay.gateway.test/x']) {
      expect(decideAttribution(visit('https://tutorly.test/?utm_source=mail', referer), ctx)).toEqual({ source: null, referrer: null });
    }
  });

  it("ignores the site's own pages but counts its magazine", () => {
    expect(decideAttribution(visit('https://tutorly.test/faq', 'https://tutorly.test/tutor-list'), ctx).referrer).toBeNull();
    expect(decideAttribution(visit('https://tutorly.test/faq', 'https://www.tutorly.test/en-US/about-us'), ctx).referrer).toBeNull();
    expect(decideAttribution(visit('https://tutorly.test/faq', 'https://tutorly.test/mag/best-tutors'), ctx).referrer?.url).toBe(
      'https://tutorly.test/mag/best-tutors',
    );
    expect(decideAttribution(visit('https://tutorly.test/faq', 'https://tutorly.test/en-US/mag'), ctx).referrer).not.toBeNull();
    expect(decideAttribution(visit('https://tutorly.test/faq', 'https://tutorly.test/magazine-like'), ctx).referrer).toBeNull();
  });

  it('first touch wins: existing cookies are never overwritten', () => {
    const result = decideAttribution(visit('https://tutorly.test/?utm_source=later', 'https://bing.com/', { has: { source: true, referrer: true } }), ctx);
    expect(result).toEqual({ source: null, referrer: null });
  });

  it('records nothing for prefetches and requests that are not page loads, or without UTM and referrer', () => {
    expect(decideAttribution(visit('https://tutorly.test/?utm_source=x', 'https://bing.com/', { isNavigation: false }), ctx)).toEqual({
      source: null,
      referrer: null,
    });
    expect(decideAttribution(visit('https://tutorly.test/?utm_medium=cpc', null), ctx)).toEqual({ source: null, referrer: null });
    expect(decideAttribution(visit('https://tutorly.test/', 'android-app://com.google/'), ctx).referrer).toBeNull();
  });
});

describe('readAttribution', () => {
  const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

  it('reads both cookies into the shared schema', () => {
    const source = { utm_source: 'instagram', landing_path: '/', timestamp: NOW };
    const referrer = { url: 'https://t.me/channel', host: 't.me', timestamp: NOW };
    const attribution = readAttribution(jar({ [SOURCE_COOKIE]: encodeCookieValue(source), [REFERRER_COOKIE]: encodeCookieValue(referrer) }));
    expect(attribution).toEqual({ source, referrer });
    expect(attributionSchema.parse(attribution)).toEqual(attribution);
  });

  it('returns null without cookies and treats tampered ones as absent', () => {
    expect(readAttribution(jar({}))).toBeNull();
    expect(readAttribution(jar({ [SOURCE_COOKIE]: 'not-base64-json' }))).toBeNull();
    const bad = encodeCookieValue({ utm_source: '', landing_path: '/', timestamp: -1 });
    const referrer = { url: 'https://t.me/x', host: 't.me', timestamp: NOW };
    expect(readAttribution(jar({ [SOURCE_COOKIE]: bad, [REFERRER_COOKIE]: encodeCookieValue(referrer) }))).toEqual({ source: null, referrer });
  });
});
