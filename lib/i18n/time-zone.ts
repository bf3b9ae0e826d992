import type { Locale } from './routing';

/** Set by the browser (components/layout/time-zone-sync) so server renders use the viewer's zone. */
export const TIME_ZONE_COOKIE = 'tz';

const DEFAULT_ZONE: Record<Locale, string> = { fa: 'Asia/Tehran', 'en-US': 'UTC' };

export function isValidTimeZone(zone: string | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function resolveTimeZone(cookieValue: string | undefined, locale: Locale): string {
  return isValidTimeZone(cookieValue) ? cookieValue : DEFAULT_ZONE[locale];
}

/** Every zone the runtime knows, for a picker; rendered on the server so the list matches its checks. */
export function timeZoneOptions(): string[] {
  return Intl.supportedValuesOf('timeZone');
}
