import { toLatinDigits } from '@/lib/format';
import { z } from '@/lib/schemas/zod';

const PLAIN = /^-?\d+(\.\d+)?$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A number as a person types it, in any of the digits they use: Persian (U+06F0–06F9) and
 * Arabic-Indic (U+0660–0669) digits, the Arabic decimal point (U+066B), the Arabic thousands mark
 * (U+066C), spaces and commas between thousands ("12,500", "1 500") → the number. Empty is "not given" (undefined); anything
 * else stays as typed, so the schema refuses it in words. The one reading every numeric field's
 * schema uses, in the browser and on the server alike (issue 29).
 */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = toLatinDigits(value)
    .replace(/\u066B/g, '.')
    .replace(/[\u066C\s\u00A0\u202F]/g, ',')
    .replace(/^,+|,+$/g, '');
  if (text === '') return undefined;
  if (PLAIN.test(text)) return Number(text);
  if (GROUPED.test(text)) return Number(text.replace(/,/g, ''));
  return value;
}

/** A number field: typed digits of any script read by typedNumber, then checked by `schema`. */
export const numberField = <T extends z.ZodType>(schema: T) => z.preprocess(typedNumber, schema);

/** A whole number field, `min`–`max`. */
export const wholeNumberField = (min: number, max: number) => z.preprocess(typedNumber, z.number().int().min(min).max(max));

/**
 * A whole number field that may be left empty (a hidden city select sends ''): empty is "not given".
 * Not `wholeNumberField(…).optional()`: that accepts only a missing value, and '' read as "not given"
 * then fails the number inside, with its message on a field the person may not even see.
 */
export const optionalWholeNumberField = (min: number, max: number) => z.preprocess(typedNumber, z.number().int().min(min).max(max).optional());

/** Euros written with at most two decimals (whole cents). */
export const wholeCents = (euros: number) => Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6;
