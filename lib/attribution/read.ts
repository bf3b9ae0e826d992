import { type Attribution, attributionReferrerSchema, attributionSourceSchema } from '@/lib/schemas/attribution';
import { REFERRER_COOKIE, SOURCE_COOKIE } from '@/lib/attribution/config.server';
import { decodeCookieValue } from './cookie-codec';

/**
 * The visitor's first-touch attribution from its cookies, or null when there is none. Works with
 * any cookie reader: `readAttribution((name) => request.cookies.get(name)?.value)`. A tampered
 * or unreadable cookie counts as absent.
 */
export function readAttribution(getCookie: (name: string) => string | undefined): Attribution | null {
  const source = attributionSourceSchema.safeParse(decodeCookieValue(getCookie(SOURCE_COOKIE)));
  const referrer = attributionReferrerSchema.safeParse(decodeCookieValue(getCookie(REFERRER_COOKIE)));
  if (!source.success && !referrer.success) return null;
  return { source: source.success ? source.data : null, referrer: referrer.success ? referrer.data : null };
}
