'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { get, useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DaySelects } from '@/components/forms/day-selects';
import { dayValueOfParts } from '@/lib/forms/day-value';
import { loadApiClient } from '@/lib/api-client';
import { tutorApplicationApi } from '@/lib/api/tutor-applications';
import { useRouter } from '@/lib/i18n/router';
import { useHydrated } from '@/lib/use-hydrated';
import { APPLICATION_STEPS, type ApplicationStep, type DataStep } from '@/lib/schemas/tutor-applications';

/** The step after this one in the flow (the last goes to the submit page). */
export function stepAfter(step: ApplicationStep): string {
  const next = APPLICATION_STEPS[APPLICATION_STEPS.indexOf(step) + 1];
  return `/start-teaching/${next ?? 'submit'}`;
}

/** Saves a step on the server and moves on to the next. */
export function useSaveStep(step: DataStep) {
  const router = useRouter();
  return async (values: object) => {
    await tutorApplicationApi.saveStep(loadApiClient, step, values);
    router.push(stepAfter(step));
  };
}

/** The field's error at any depth (`degrees.0.field`). */
export function errorOf<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: string): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/** Props for the one text field at any depth of the form. */
export function field<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: string) {
  return { id: `field-${name.replace(/\./g, '-')}`, error: errorOf(form, name), ...form.register(name as Path<T>) };
}

const controlClass = 'w-full rounded-lg border border-gray-400 bg-white px-3 py-2 aria-invalid:border-red-700';

/** A labelled select bound to the form at any depth. */
export function Select<T extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  valueAsNumber,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  placeholder?: string;
  valueAsNumber?: boolean;
}) {
  const id = `field-${name.replace(/\./g, '-')}`;
  const error = errorOf(form, name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name as Path<T>, valueAsNumber ? { setValueAs: (v: string) => (v === '' ? '' : Number(v)) } : undefined)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox bound to the form. */
export function Checkbox<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T, unknown, FieldValues>; name: string; label: string }) {
  const id = `field-${name.replace(/\./g, '-')}`;
  return (
    <label htmlFor={id} className="flex min-h-10 items-center gap-2">
      <input id={id} type="checkbox" className="size-5" {...form.register(name as Path<T>)} />
      <span>{label}</span>
    </label>
  );
}

/** The form of one step: its fields, the form's own refusal, and the save button. */
export function StepFormFrame({
  onSubmit,
  submitting,
  rootError,
  children,
  submitLabel,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  rootError?: string;
  children: ReactNode;
  submitLabel?: string;
}) {
  const t = useTranslations('FormKit');
  // Disabled until the script runs: pressed before, the browser would post the form to the page itself.
  const hydrated = useHydrated();
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      {rootError && (
        <p role="alert" className="text-red-700">
          {rootError}
        </p>
      )}
      <button
        type="submit"
        disabled={submitting || !hydrated}
        className="min-h-11 self-start rounded-lg bg-brand-600 px-6 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {submitting ? t('saving') : (submitLabel ?? t('save_continue'))}
      </button>
    </form>
  );
}

/** A fieldset for one item of a list (a degree, an experience, a weekly slot) with its remove button. */
export function ListItem({ legend, onRemove, removeLabel, children }: { legend: string; onRemove?: () => void; removeLabel: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 font-bold">{legend}</legend>
      {children}
      {onRemove && (
        <button type="button" onClick={onRemove} className="self-start text-sm text-red-700 underline underline-offset-4">
          {removeLabel}
        </button>
      )}
    </fieldset>
  );
}

/**
 * A Jalali day bound to the form (Persian pages): three selects whose value is the ISO day, or the
 * parts chosen so far, which the schema refuses with its own message until they make a day.
 */
export function JalaliDayField<T extends FieldValues>({
  form,
  name,
  label,
  years,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: string;
  label: string;
  years: readonly number[];
}) {
  const t = useTranslations('Forms');
  const { field: bound } = useController({ control: form.control, name: name as Path<T> });
  const id = `field-${name.replace(/\./g, '-')}`;
  const error = errorOf(form, name);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <DaySelects
        id={id}
        labels={{ day: t('day_part'), month: t('month_part'), year: t('year_part') }}
        years={years}
        value={bound.value as string}
        onChange={(parts) => bound.onChange(dayValueOfParts(parts))}
        invalid={Boolean(error)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
