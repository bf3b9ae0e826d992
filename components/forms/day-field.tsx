import { getTranslations } from 'next-intl/server';
import { dayPartNames } from '@/lib/forms/day-value';
import { formatNumber } from '@/lib/format';
import { jalaliMonthName, jalaliOf } from '@/lib/i18n/jalali';
import { isCalendarDay } from '@/lib/schemas/dates';
import type { Locale } from '@/lib/i18n/routing';
import { controlClass, FieldFrame } from './field-frame';

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

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const described = (id: string, hint?: string, error?: string) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

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
          aria-describedby={described(id, props.hint, props.error)}
          className={controlClass}
        />
      </FieldFrame>
    );
  }
  const t = await getTranslations('Forms');
  // A refused post shows what was chosen only when it was a day; otherwise the parts start empty.
  const saved = props.value && isCalendarDay(props.value) ? jalaliOf(props.value) : null;
  const names = dayPartNames(props.name);
  const years = range(jalaliOf(props.min).year, jalaliOf(props.max).year);
  const parts = [
    { key: 'day', label: t('day_part'), values: range(1, 31), text: (n: number) => formatNumber(n, 'fa') },
    { key: 'month', label: t('month_part'), values: range(1, 12), text: jalaliMonthName },
    { key: 'year', label: t('year_part'), values: years, text: (n: number) => formatNumber(n, 'fa', { useGrouping: false }) },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={described(id, props.hint, props.error)} data-testid={id}>
      <legend className="mb-1 font-bold">{props.label}</legend>
      <div className="flex gap-2">
        {parts.map((part) => (
          <select
            key={part.key}
            id={`${id}-${part.key}`}
            name={names[part.key]}
            aria-label={part.label}
            defaultValue={saved ? String(saved[part.key]) : ''}
            required={props.required}
            aria-invalid={Boolean(props.error)}
            className={`${controlClass} w-auto`}
          >
            <option value="">{part.label}</option>
            {part.values.map((n) => (
              <option key={n} value={n}>
                {part.text(n)}
              </option>
            ))}
          </select>
        ))}
      </div>
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
