'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale } from 'next-intl';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import enErrors from 'zod/v4/locales/en.js';
import faErrors from 'zod/v4/locales/fa.js';
import { ApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/envelope';

const localeErrors = { fa: faErrors().localeError, 'en-US': enErrors().localeError };

/**
 * The one form pattern: react-hook-form checks the shared zod schema in the user's language
 * before sending; the server's 422 field errors (already toasted by the API client) are also
 * shown beside their fields.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const locale = useLocale() as keyof typeof localeErrors;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never, { error: localeErrors[locale] } as never) as never,
    defaultValues,
  });

  const submitWith = (action: (values: z.output<S>) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        for (const { field, message } of fieldErrorsOf(error.body)) {
          if (field in (form.getValues() as object)) form.setError(field as Path<z.input<S>>, { message });
        }
      }
    });

  return { form, submitWith };
}
