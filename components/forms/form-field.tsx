'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { controlClass, describedBy, FieldFrame } from './field-frame';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  hint?: string;
  /** Where one page holds the same form more than once (one per review, per tutor): keeps each field's id unique. */
  scope?: string | number;
}

/** The field's starting value in the HTML too, so a page shows it (a value sent back by a post) before its script runs. */
function defaultOf<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>): string | undefined {
  const value = (form.formState.defaultValues as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function controlProps<T extends FieldValues>({ form, name, hint, scope }: FieldProps<T>) {
  const error = form.formState.errors[name]?.message as string | undefined;
  const id = scope === undefined ? `field-${name}` : `field-${scope}-${name}`;
  return {
    id,
    error,
    props: {
      id,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(id, hint, error),
      defaultValue: defaultOf(form, name),
      ...form.register(name),
    },
  };
}

/**
 * The props that bind the one text field (`components/ui/text-field`) to this form: its id, register
 * and the field's error, e.g. `<TextField {...registerField(form, 'mobile')} label={…} type="tel" />`.
 */
export function registerField<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>) {
  return {
    id: `field-${name}`,
    error: form.formState.errors[name]?.message as string | undefined,
    defaultValue: defaultOf(form, name),
    ...form.register(name),
  };
}

export function TextAreaField<T extends FieldValues>(props: FieldProps<T>) {
  const { id, error, props: control } = controlProps(props);
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={error}>
      <textarea rows={5} dir="auto" className={controlClass} {...control} />
    </FieldFrame>
  );
}

export function SelectField<T extends FieldValues>(props: FieldProps<T> & { options: { value: string; label: string }[]; placeholder?: string }) {
  const { id, error, props: control } = controlProps(props);
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={error}>
      <select className={controlClass} {...control}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
