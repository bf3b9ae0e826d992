import type { ReactNode } from 'react';

/** The ids a control's `aria-describedby` names: its hint and its error, when shown. */
export const describedBy = (id: string, hint?: string, error?: string) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** The class every form control shares (inputs, selects, text areas). */
export const controlClass = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-ink aria-invalid:border-red-700 focus:border-brand-600';

/**
 * Label, control, hint and its inline error, wired for screen readers. No hooks: the client forms
 * (form-field.tsx) and the server-rendered request form (components/tutor-requests) share it.
 */
export function FieldFrame({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
