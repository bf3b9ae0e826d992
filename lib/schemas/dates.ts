import { z } from '@/lib/schemas/zod';
import { rule } from './error-map';

/**
 * A day of the calendar written `YYYY-MM-DD` (years 1000–9999): `2026-02-30` and `9999-99-99` match
 * the pattern but are no day, so they are refused here instead of reaching the database (issue 28).
 * Every date the API reads from a query or a body goes through this.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value) || value < '1000') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day; its failure reads as the `date_format` rule ("a date such as 2026-12-01"). */
export const calendarDay = z.string().refine(isCalendarDay, rule('date_format'));

/** A calendar day a form may leave empty (an empty field is no day). */
export const optionalCalendarDay = z.preprocess((value) => (value === '' ? undefined : value), calendarDay.optional());

const DAY_MS = 86_400_000;

/**
 * The earliest start date a class may have: today where the day began last (UTC−12), so a parent
 * anywhere can still choose their own today, and a date already past everywhere is refused.
 */
export function earliestStartDate(now: Date): string {
  return new Date(now.getTime() - DAY_MS / 2).toISOString().slice(0, 10);
}

/** The latest: a year ahead (a request is for lessons people mean to start). */
export function latestStartDate(now: Date): string {
  return new Date(now.getTime() + 366 * DAY_MS).toISOString().slice(0, 10);
}
