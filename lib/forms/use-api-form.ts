'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from '@/lib/schemas/zod';
import { ApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/envelope';
import type { Flash } from './flash';
import { validationErrorMap, type ValidationTranslate } from '@/lib/schemas/error-map';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's resolver that loads zod's resolver (and the schema, when given as a loader) on the
 * first validation: pages whose forms pass a loader ship no zod until the user types or submits.
 */
function lazyZodResolver(source: Schema | (() => Promise<Schema>), error: unknown): Resolver<FieldValues> {
  let ready: Promise<Resolver<FieldValues>> | undefined;
  return (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), typeof source === 'function' ? source() : Promise.resolve(source)]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never, { error } as never) as unknown as Resolver<FieldValues>,
    );
    return ready.then((resolve) => resolve(values, context, options));
  };
}

/**
 * The one form pattern: the API's own zod schema validates in the browser (the same messages, in
 * the user's language, as the server's 422: lib/schemas/error-map.ts), the submit gets the parsed values, and a 422's field
 * errors land under their fields (the API client already shows them as toasts, spec §8); any other
 * refusal's message is the form's `root.server` error.
 */
export function useApiForm<S extends Schema, R = void>(options: {
  /** The schema, or a loader of it (`() => import('@/lib/schemas/auth').then((m) => m.body)`) to keep zod off the first load. */
  schema: S | (() => Promise<S>);
  defaultValues: DefaultValues<z.input<S>>;
  submit: (values: z.output<S>) => Promise<R>;
  /** What a post of this form without JavaScript sent back (lib/forms/flash.ts): the values typed and the refusal's field messages. */
  flash?: Pick<Flash, 'values' | 'errors'> | null;
}) {
  const t = useTranslations('Validation');
  const error = useMemo(() => validationErrorMap(t as unknown as ValidationTranslate), [t]);
  const resolver = useMemo(() => lazyZodResolver(options.schema, error), [options.schema, error]);
  const { flash } = options;
  const errors = useMemo(
    () => (flash?.errors ? Object.fromEntries(Object.entries(flash.errors).map(([field, message]) => [field, { type: 'server', message }])) : undefined),
    [flash],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver as never,
    defaultValues: flash?.values ? ({ ...options.defaultValues, ...flash.values } as typeof options.defaultValues) : options.defaultValues,
    errors: errors as never,
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
