import { getTranslations } from 'next-intl/server';
import { dayPartNames } from '@/lib/forms/day-value';
import { jalaliOf } from '@/lib/i18n/jalali';
import type { Locale } from '@/lib/i18n/routing';
import { DaySelects, jalaliYearsBetween } from './day-selects';
import { controlClass, describedBy, FieldFrame } from './field-frame';

interface DayFieldProps {
  name: string;
  label: string;
  locale: Locale;
  /** The saved ISO day, if any. */
  value?: string | null;
  /** The first and last ISO days one may choose. */
  min: string;
  max: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * A day, as its reader counts days: in `fa` the Persian (Jalali) calendar in three selects (day,
 * month by name, year) with Persian digits; otherwise the browser's date input. Either posts what
 * `readDayValue` (lib/forms/day-value.ts) turns into the same ISO day. Works without JavaScript.
 */
export async function DayField(props: DayFieldProps) {
  const id = `field-${props.name}`;
  if (props.locale !== 'fa') {
    return (
      <FieldFrame id={id} label={props.label} hint={props.hint} error={props.error}>
        <input
          id={id}
          name={props.name}
          type="date"
          min={props.min}
          max={props.max}
          defaultValue={props.value ?? ''}
          required={props.required}
          aria-invalid={Boolean(props.error)}
          aria-describedby={describedBy(id, props.hint, props.error)}
          className={controlClass}
        />
      </FieldFrame>
    );
  }
  const t = await getTranslations('Forms');
  const described = describedBy(id, props.hint, props.error);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={described} data-testid={id}>
      <legend className="mb-1 font-bold">{props.label}</legend>
      <DaySelects
        id={id}
        labels={{ day: t('day_part'), month: t('month_part'), year: t('year_part') }}
        years={jalaliYearsBetween(jalaliOf(props.min).year, jalaliOf(props.max).year)}
        value={props.value}
        names={dayPartNames(props.name)}
        required={props.required}
        invalid={Boolean(props.error)}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid={`${id}-error`}>
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
