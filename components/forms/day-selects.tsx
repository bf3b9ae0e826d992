import { partsOfDayValue } from '@/lib/forms/day-value';
import { formatNumber } from '@/lib/format';
import { jalaliMonthName } from '@/lib/i18n/jalali';
import { controlClass } from './field-frame';

export interface DaySelectsProps {
  id: string;
  /** The parts' own labels: day, month, year, in the reader's language. */
  labels: { day: string; month: string; year: string };
  /** The Jalali years offered, first to last. */
  years: readonly number[];
  /** An ISO day, or the parts chosen so far (`year/month/day`, lib/forms/day-value.ts). */
  value?: string | null;
  /** Form posts: the parts' names (`name__day`…). */
  names?: { day: string; month: string; year: string };
  /** Script forms: the chosen parts, each time one changes. */
  onChange?: (parts: { year: string; month: string; day: string }) => void;
  required?: boolean;
  invalid?: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A Jalali day as three selects (day, month by name, year) in Persian digits. No hooks: the server's
 * DayField (posted by name) and the start-teaching form's (bound to react-hook-form) share it.
 */
export function DaySelects({ id, labels, years, value, names, onChange, required, invalid }: DaySelectsProps) {
  const chosen = partsOfDayValue(value);
  const parts = [
    { key: 'day', values: range(1, 31), text: (n: number) => formatNumber(n, 'fa') },
    { key: 'month', values: range(1, 12), text: jalaliMonthName },
    { key: 'year', values: years, text: (n: number) => formatNumber(n, 'fa', { useGrouping: false }) },
  ] as const;
  return (
    <div className="flex gap-2">
      {parts.map((part) => (
        <select
          key={part.key}
          id={`${id}-${part.key}`}
          name={names?.[part.key]}
          aria-label={labels[part.key]}
          {...(onChange
            ? { value: chosen[part.key], onChange: (event) => onChange({ ...chosen, [part.key]: event.target.value }) }
            : { defaultValue: chosen[part.key] })}
          required={required}
          aria-invalid={invalid || undefined}
          className={`${controlClass} w-auto`}
        >
          <option value="">{labels[part.key]}</option>
          {part.values.map((n) => (
            <option key={n} value={n}>
              {part.text(n)}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}

/** The Jalali years from one ISO day to another. */
export function jalaliYearsBetween(firstYear: number, lastYear: number): number[] {
  return range(firstYear, lastYear);
}
