import { z } from '@/lib/schemas/zod';

/**
 * Numbers in a query string are written as plain decimal digits: `0x10`, `1e3`, ` 1 ` and `+1` are
 * refused (Number() and z.coerce took them), and an empty value means "not given" (issue 16).
 */
const DIGITS = /^\d{1,10}$/;
const DECIMAL = /^\d{1,4}(\.\d{1,2})?$/;

function fromQuery(pattern: RegExp) {
  return (value: unknown) => {
    if (value === '') return undefined;
    if (typeof value === 'string' && pattern.test(value)) return Number(value);
    return value;
  };
}

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** A whole number from the query, `min`–`max`, required. */
export function queryInt(min: number, max: number) {
  return z.preprocess(fromQuery(DIGITS), int(min, max));
}

/** The same, optional: absent or empty (`?price_max=`) is no filter. */
export function optionalQueryInt(min: number, max: number) {
  return z.preprocess(fromQuery(DIGITS), int(min, max).optional());
}

/** The same, with a default when absent or empty (`?page=` is page 1). */
export function queryIntOr(min: number, max: number, fallback: number) {
  return z.preprocess(fromQuery(DIGITS), int(min, max).default(fallback));
}

/** A short decimal from the query (`4.5`), `min`–`max`, optional. */
export function optionalQueryDecimal(min: number, max: number) {
  return z.preprocess(fromQuery(DECIMAL), z.number().min(min).max(max).optional());
}
