import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { validationErrorMap, type ValidationTranslate } from '@/lib/schemas/error-map';
import enValidation from '@/messages/validation/en-US.json';
import faValidation from '@/messages/validation/fa.json';
import type { Locale } from '@/lib/i18n/routing';
import { type FieldError, validationError } from './errors';
import type { ApiTranslator } from './locale';

// Field messages in people's words, the same as the forms' (lib/schemas/error-map.ts).
const errorMaps = {
  fa: validationErrorMap(createTranslator({ locale: 'fa', messages: faValidation, namespace: 'Validation' }) as ValidationTranslate),
  'en-US': validationErrorMap(createTranslator({ locale: 'en-US', messages: enValidation, namespace: 'Validation' }) as ValidationTranslate),
};

/** Where the input came from: a field error without a path of its own is named by it. */
export type InputSource = 'query' | 'params' | 'body';

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, locale: Locale, t: ApiTranslator, source: InputSource = 'body'): z.output<S> {
  const result = schema.safeParse(input, { error: errorMaps[locale] });
  if (result.success) return result.data;
  throw validationError(
    t('validation_failed'),
    result.error.issues.flatMap((issue) => fieldErrors(issue, source)),
  );
}

/** An unknown key names itself (`?foo=1` → field `foo`), not the object that held it. */
function fieldErrors(issue: z.core.$ZodIssue, source: InputSource): FieldError[] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: issue.message }));
  }
  return [{ field: path.join('.') || source, message: issue.message }];
}
