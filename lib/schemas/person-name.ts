import { z } from '@/lib/schemas/zod';
import { rule } from './error-map';
import { storableText, withoutBidiControls } from './text';

/**
 * A person's name as people write names, in any script: letters (with their marks), spaces, the
 * zero-width non-joiner Persian names use, and the apostrophes, hyphens and dots names carry
 * ("O'Neil", "Jean-Luc", "M. Ahmadi"), and brackets around a second name ("Sara (Sally) Ahmadi"); at least two letters. Digits and symbols are not a name.
 */
const NAME = /^\p{L}[\p{L}\p{M}\s'’.\-\u200C()]*$/u;
const LETTERS = /\p{L}/gu;

export const isPersonName = (value: string) => NAME.test(value) && (value.match(LETTERS)?.length ?? 0) >= 2;

export const personName = z
  .string()
  .transform(withoutBidiControls)
  .pipe(z.string().trim().min(2).max(80).refine(storableText, rule('no_control_characters')).refine(isPersonName, rule('person_name')));
