import 'server-only';
import { cookies } from 'next/headers';
import type { Locale } from '@/lib/i18n/routing';
import { TIME_ZONE_COOKIE, resolveTimeZone } from '@/lib/i18n/time-zone';

/** The viewer's zone for times on the request pages: their browser's (the `tz` cookie), else the locale's default. */
export async function viewerZone(locale: Locale): Promise<string> {
  return resolveTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value, locale);
}
