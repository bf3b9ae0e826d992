/**
 * The Persian (Jalali) calendar, read and written through Intl's `persian` calendar: the date
 * fields show Jalali days in `fa` and store ISO days (`YYYY-MM-DD`, Gregorian).
 */
export interface JalaliDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const PARTS = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
const MONTH_NAME = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'UTC', month: 'long' });

function jalaliAt(epochDay: number): JalaliDay {
  const parts = PARTS.formatToParts(epochDay * DAY_MS);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const order = ({ year, month, day }: JalaliDay) => year * 10_000 + month * 100 + day;

/** The Jalali day of an ISO day ("2027-01-11" → 1405-10-21). */
export function jalaliOf(isoDay: string): JalaliDay {
  return jalaliAt(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
}

/** The ISO day of a Jalali day, or null when there is no such day (31 Mehr, month 13). */
export function isoOfJalali({ year, month, day }: JalaliDay): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9000 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const target = order({ year, month, day });
  // Jalali year Y runs from March of Gregorian Y+621 to March of Y+622: search the days between.
  let low = Date.UTC(year + 621, 0, 1) / DAY_MS;
  let high = Date.UTC(year + 622, 11, 31) / DAY_MS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (order(jalaliAt(middle)) < target) low = middle + 1;
    else high = middle;
  }
  return order(jalaliAt(low)) === target ? new Date(low * DAY_MS).toISOString().slice(0, 10) : null;
}

/** The Persian name of a Jalali month (1 is Farvardin). */
export function jalaliMonthName(month: number): string {
  return MONTH_NAME.format(Date.parse(`${isoOfJalali({ year: 1400, month, day: 1 })}T00:00:00Z`));
}
