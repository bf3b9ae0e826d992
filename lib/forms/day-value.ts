import { toLatinDigits } from '@/lib/format';
import { isoOfJalali, jalaliOf } from '@/lib/i18n/jalali';
import { isCalendarDay } from '@/lib/schemas/dates';

/** The names of a Persian date field's three parts (components/forms/day-field.tsx). */
export const dayPartNames = (name: string) => ({ day: `${name}__day`, month: `${name}__month`, year: `${name}__year` }) as const;

/**
 * A date field's posted value as an ISO day: the browser's own date input (`name`, as in `en-US`),
 * or the three Persian parts (`name__year`, `name__month`, `name__day`) in `fa`. '' when nothing was
 * chosen; a value that is no day goes on as posted, so the schema's `date_format` message answers it.
 */
export function readDayValue(get: (name: string) => unknown, name: string): string {
  const read = (field: string) => {
    const value = get(field);
    return typeof value === 'string' ? toLatinDigits(value).trim() : '';
  };
  const direct = read(name);
  if (direct) return direct;
  const names = dayPartNames(name);
  return dayValueOfParts({ year: read(names.year), month: read(names.month), day: read(names.day) });
}

type DayParts = { year: string; month: string; day: string };

/** Three chosen Persian parts → the ISO day; '' when none is chosen; `year/month/day` as chosen when it is no day (yet). */
export function dayValueOfParts(parts: DayParts): string {
  if (!parts.year && !parts.month && !parts.day) return '';
  const iso = isoOfJalali({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) });
  return iso ?? `${parts.year}/${parts.month}/${parts.day}`;
}

/** The other way, to show a value in the three parts: an ISO day, or the parts chosen so far. */
export function partsOfDayValue(value: string | null | undefined): DayParts {
  if (value && isCalendarDay(value)) {
    const day = jalaliOf(value);
    return { year: String(day.year), month: String(day.month), day: String(day.day) };
  }
  const [year = '', month = '', day = ''] = /^\d*\/\d*\/\d*$/.test(value ?? '') ? value!.split('/') : [];
  return { year, month, day };
}
