import { z } from '@/lib/schemas/zod';
import { storableText } from './text';
import { rule } from './error-map';

/** Field rules shared by the contact, study-abroad and school consultation forms. */
const toLatinDigits = (value: string) =>
  value.replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

export const fullNameField = z.string().trim().min(3).max(100).refine(storableText, rule('no_control_characters'));

export const mobileField = z
  .string()
  .trim()
  .max(20)
  .transform(toLatinDigits)
  .refine((value) => /^\+?[0-9][0-9 -]{6,18}$/.test(value), rule('mobile'));

export const emailField = z.email().max(254);

export const messageField = z.string().trim().min(10).max(2000).refine(storableText, rule('no_control_characters'));

/** An optional text input: an empty string means "not given". */
export const optional = <S extends z.ZodType>(schema: S) => z.union([z.literal('').transform(() => undefined), schema]).optional();
