import { intlLocale } from '@/lib/format';
import { collator, dateTimeFormat } from '@/lib/intl-cache';
import type { Locale } from './routing';

/** Set by the browser (components/layout/time-zone-sync) so server renders use the viewer's zone. */
export const TIME_ZONE_COOKIE = 'tz';

const DEFAULT_ZONE: Record<Locale, string> = { fa: 'Asia/Tehran', 'en-US': 'UTC' };

export function isValidTimeZone(zone: string | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  try {
    dateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function resolveTimeZone(cookieValue: string | undefined, locale: Locale): string {
  return isValidTimeZone(cookieValue) ? cookieValue : DEFAULT_ZONE[locale];
}

/**
 * Every zone the runtime knows, for a picker; rendered on the server so the list matches its checks.
 * `UTC` is a zone people pick (and the fallback of English pages) but not among the runtime's list.
 */
export function timeZoneOptions(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

// A generic name does not change with daylight saving, so each is made once (a class page names its zone per lesson).
const names = new Map<string, string>();

/**
 * A zone as people read it, in the page's language: its generic name and its city ("Iran
 * Standard Time (Tehran)" in English, the same in Persian words; "Central European Time (Berlin)"),
 * never the raw IANA id alone (issue 29).
 */
export function timeZoneName(zone: string, locale: Locale): string {
  if (zone === 'UTC') return 'UTC';
  const key = `${locale} ${zone}`;
  let name = names.get(key);
  if (name === undefined) {
    const parts = dateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    name = `${parts.find((part) => part.type === 'timeZoneName')?.value ?? zone} (${zone.split('/').pop()!.replaceAll('_', ' ')})`;
    names.set(key, name);
  }
  return name;
}

const choices = new Map<Locale, { value: string; label: string }[]>();

/** The picker's options: every zone by its readable name, in the language's alphabetical order (made once per language). */
export function timeZoneChoices(locale: Locale): { value: string; label: string }[] {
  let list = choices.get(locale);
  if (!list) {
    const order = collator(intlLocale(locale));
    list = timeZoneOptions()
      .map((zone) => ({ value: zone, label: timeZoneName(zone, locale) }))
      .sort((a, b) => order.compare(a.label, b.label));
    choices.set(locale, list);
  }
  return list;
}

/** The zone this browser is set to, when the runtime knows it (the default of every zone field). */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : undefined;
}
