import type { Locale } from './i18n/routing';
import { CURRENCY } from '@/lib/currency';
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl-cache';

/** Intl locale tags: Persian digits and the Persian (Jalali) calendar in `fa`. */
const INTL_LOCALE: Record<Locale, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  'en-US': 'en-US',
};

/** Calendar weeks start on Saturday in `fa` (0 = Sunday … 6 = Saturday). */
export const WEEK_STARTS_ON: Record<Locale, 0 | 1 | 6> = { fa: 6, 'en-US': 0 };

export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/** A price in euros; the API stores cents. */
export function formatPrice(cents: number, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(INTL_LOCALE[locale], options).format(value);
}

/**
 * A moment stored in UTC, shown in the viewer's time zone with the zone named, because
 * students abroad and tutors in Iran read the same class times.
 */
export function formatDateTime(value: Date | string, locale: Locale, timeZone: string): string {
  return dateTimeFormat(INTL_LOCALE[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/** The ISO weekdays (1 = Monday … 7 = Sunday) in the order the reader's week runs, from WEEK_STARTS_ON. */
const weekFrom = (first: number) => Array.from({ length: 7 }, (_, i) => ((first + i + 6) % 7) + 1);
export const WEEK_ORDER: Record<Locale, readonly number[]> = { fa: weekFrom(WEEK_STARTS_ON.fa), 'en-US': weekFrom(WEEK_STARTS_ON['en-US']) };

/** Weekly slots in the reader's week order, each day's slots by their start. */
export function inWeekOrder<T extends { weekday: number; start_minute: number }>(slots: readonly T[], locale: Locale): T[] {
  const position = (weekday: number) => WEEK_ORDER[locale].indexOf(weekday);
  return [...slots].sort((a, b) => position(a.weekday) - position(b.weekday) || a.start_minute - b.start_minute);
}

/** An ISO weekday (1 = Monday … 7 = Sunday) as its name: a weekly slot is not a date. */
export function formatWeekday(isoWeekday: number, locale: Locale): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, isoWeekday));
}

/** Minutes after midnight on a wall clock ("17:30"), in the page's digits. */
export function formatWallClock(minutes: number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, 0, minutes),
  );
}

export function formatDate(value: Date | string, locale: Locale, timeZone: string): string {
  return dateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone }).format(typeof value === 'string' ? new Date(value) : value);
}

/** "12,500", or the same in Persian digits → 12500 (spec §3: teaching_price_formatted becomes a number for analytics). */
export function parseFormattedNumber(text: string): number {
  const western = toLatinDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/[^\d.-]/g, '');
  const value = Number(western);
  return Number.isFinite(value) ? value : 0;
}

/** Persian and Arabic-Indic digits typed by users (mobile numbers, codes) → 0-9. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** Digits inside text that is not a number (a phone number, a code) in the locale's digits. */
export function localizeDigits(text: string, locale: Locale): string {
  const digits = numberFormat(INTL_LOCALE[locale], { useGrouping: false });
  return text.replace(/[0-9]/g, (d) => digits.format(Number(d)));
}

/** A phone number as it is dialled (`tel:` links, schema.org): no spaces. */
export function dialableNumber(number: string): string {
  return number.replace(/\s/g, '');
}

/** Items read as a list in the locale ("Mon 17:00, Wed 17:00 and Sat 10:00"; Persian joins with its own comma U+060C and "and" U+0648). */
export function formatList(items: readonly string[], locale: Locale): string {
  return listFormat(INTL_LOCALE[locale], { style: 'long', type: 'conjunction' }).format(items);
}
