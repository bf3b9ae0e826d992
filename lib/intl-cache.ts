/**
 * Intl formatters made once per locale and options, then reused: making one (a calendar, a time
 * zone's rules, the locale's data) costs about a hundred times more than formatting with it, and a
 * page of lessons formats hundreds of dates. Bounded, so options built from input cannot grow it forever.
 */
const MAX_FORMATTERS = 2_000;
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('dt', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('nf', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  cached('lf', locale, options, () => new Intl.ListFormat(locale, options));

export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  cached('co', locale, options, () => new Intl.Collator(locale, options));
