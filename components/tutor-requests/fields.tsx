import type { ReactNode } from 'react';
import { controlClass, describedBy, FieldFrame } from '@/components/forms/field-frame';

/**
 * The request form's fields, rendered on the server as plain HTML (the form posts without
 * JavaScript): label, control, hint and the field's message from the last refused post.
 */

export function InputField(props: {
  name: string;
  label: string;
  value?: string | number | null;
  error?: string;
  hint?: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  required?: boolean;
  step?: number;
}) {
  const id = `field-${props.name}`;
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={props.error}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        step={props.step}
        defaultValue={props.value ?? ''}
        required={props.required}
        dir="auto"
        aria-invalid={Boolean(props.error)}
        aria-describedby={describedBy(id, props.hint, props.error)}
        className={controlClass}
      />
    </FieldFrame>
  );
}

/** `id` when one page holds the field more than once (one decline form per offer): each label names its own box. */
export function TextAreaField(props: {
  name: string;
  label: string;
  id?: string;
  value?: string | null;
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
}) {
  const id = props.id ?? `field-${props.name}`;
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={props.error}>
      <textarea
        id={id}
        name={props.name}
        rows={4}
        dir="auto"
        defaultValue={props.value ?? ''}
        required={props.required}
        maxLength={props.maxLength}
        aria-invalid={Boolean(props.error)}
        aria-describedby={describedBy(id, props.hint, props.error)}
        className={controlClass}
      />
    </FieldFrame>
  );
}

/** A box to tick before a step that cannot be undone; its message from the last refused post below it. */
export function CheckField(props: { name: string; label: string; error?: string }) {
  const id = `field-${props.name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          value="1"
          required
          aria-invalid={Boolean(props.error)}
          aria-describedby={props.error ? `${id}-error` : undefined}
          className="mt-1"
        />
        <span>{props.label}</span>
      </label>
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
  group?: string;
}

export function SelectField(props: {
  name: string;
  label: string;
  value?: string | number | null;
  error?: string;
  hint?: string;
  options: Option[];
  placeholder?: string;
  required?: boolean;
}) {
  const id = `field-${props.name}`;
  const groups = [...new Set(props.options.map((o) => o.group ?? ''))];
  const render = (options: Option[]) =>
    options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={props.error}>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value == null ? '' : String(props.value)}
        required={props.required}
        aria-invalid={Boolean(props.error)}
        aria-describedby={describedBy(id, props.hint, props.error)}
        className={controlClass}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {groups.length > 1 || groups[0]
          ? groups.map((g) => (
              <optgroup key={g} label={g}>
                {render(props.options.filter((o) => (o.group ?? '') === g))}
              </optgroup>
            ))
          : render(props.options)}
      </select>
    </FieldFrame>
  );
}

export function ChoiceField(props: { name: string; label: string; value?: string | null; error?: string; options: Option[] }) {
  const id = `field-${props.name}`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-bold">{props.label}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((o, i) => (
          <label
            key={o.value}
            className="flex items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="radio" name={props.name} value={o.value} defaultChecked={props.value ? props.value === o.value : i === 0} />
            {o.label}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid={`${id}-error`}>
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

export function SubmitButton({
  children,
  variant = 'primary',
  name,
  value,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  name?: string;
  value?: string;
}) {
  const style =
    variant === 'primary'
      ? 'bg-brand-700 text-white hover:bg-brand-800'
      : variant === 'danger'
        ? 'border border-red-700 text-red-800 hover:bg-red-50'
        : 'border border-brand-700 text-brand-800 hover:bg-brand-50';
  return (
    <button type="submit" name={name} value={value} className={`rounded-lg px-4 py-2 font-bold ${style}`}>
      {children}
    </button>
  );
}
