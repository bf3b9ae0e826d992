'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from '@/lib/schemas/zod';
import { ApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { validationErrorMap, type ValidationTranslate } from '@/lib/schemas/error-map';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * The one form pattern: the API's own zod schema validates in the browser (the same messages, in
 * the user's language, as the server's 422: lib/schemas/error-map.ts), the submit gets the parsed values, and a 422's field
 * errors land under their fields (the API client already shows them as toasts, spec §8); any other
 * refusal's message is the form's `root.server` error.
 */
export function useApiForm<S extends Schema, R = void>(options: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submit: (values: z.output<S>) => Promise<R>;
}) {
  const t = useTranslations('Validation');
  const error = useMemo(() => validationErrorMap(t as unknown as ValidationTranslate), [t]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema as never, { error }) as never,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const [result, setResult] = useState<R | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setResult(await options.submit(values));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = fieldErrorsOf(error.body);
      for (const { field, message } of fieldErrors) {
        form.setError(field as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: true });
      }
      // A refusal of the whole form (a lock, a rate limit) is `errors.root.server`, for forms that show it inline.
      if (fieldErrors.length === 0) form.setError('root.server', { type: 'server', message: error.message });
    }
  });

  return { form, onSubmit, result };
}
