import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { type FieldError, validationError } from './errors';
import type { ApiTranslator } from './locale';

const zodLocales = { fa: z.locales.fa(), 'en-US': z.locales.en() };

export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
  t: ApiTranslator,
): z.output<S> {
  const result = schema.safeParse(input, { error: zodLocales[locale].localeError });
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw validationError(t('validation_failed'), errors);
}
