import { z } from '@/lib/schemas/zod';
import { MAX_RECORD_ID } from './ids';

/**
 * Numbers in a query string are written as plain decimal digits: `0x10`, `1e3`, ` 1 ` and `+1` are
 * refused (Number() and z.coerce took them), and an empty value means "not given" (issue 16).
 */
const DIGITS = /^\d{1,10}$/;
const DECIMAL = /^\d{1,4}(\.\d{1,2})?$/;
/** A record's id has one spelling (lib/schemas/ids.ts): no leading zero, even where a page number may have one. */
const RECORD_ID = /^[1-9]\d{0,9}$/;

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

/** A record's id from the query (`course_id=13`, never `013`), required. */
export function queryRecordId() {
  return z.preprocess(fromQuery(RECORD_ID), int(1, MAX_RECORD_ID));
}

/** The same, optional: absent or empty is no filter. */
export function optionalQueryRecordId() {
  return z.preprocess(fromQuery(RECORD_ID), int(1, MAX_RECORD_ID).optional());
}

/** A query value as a page reads it: given twice (`?filter=a&filter=b`), the first counts. */
export const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const pageNumber = queryIntOr(1, 1000, 1);

/**
 * The page of a list a page's address asks for (`?page=`, as the API's page queries take it); one
 * the list's links could not have made (`0`, `abc`, given twice: the first counts) is the first page.
 */
export function askedPage(value: string | string[] | undefined): number {
  const parsed = pageNumber.safeParse(firstValue(value));
  return parsed.success ? parsed.data : 1;
}
