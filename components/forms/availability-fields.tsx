'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FieldValues, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { formatWallClock, formatWeekday, WEEK_ORDER } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { ListItem, Select } from '@/components/forms/step-form';

const HOURS = Array.from({ length: 48 }, (_, i) => i * 30);

/** Weekly hours in the tutor's own zone: a day and a from–to pair per slot (half hours). */
export function AvailabilityFields<T extends FieldValues>({ form }: { form: UseFormReturn<T, unknown, FieldValues> }) {
  const t = useTranslations('FormKit');
  const locale = useLocale() as Locale;
  const slots = useFieldArray({ control: form.control as never, name: 'availability' as never });
  const days = WEEK_ORDER[locale].map((d) => ({ value: d, label: formatWeekday(d, locale) }));
  const starts = HOURS.map((m) => ({ value: m, label: formatWallClock(m, locale) }));
  const ends = [...HOURS.slice(1), 1440].map((m) => ({ value: m, label: m === 1440 ? formatWallClock(0, locale) : formatWallClock(m, locale) }));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{t('availability')}</legend>
      {slots.fields.map((item, i) => (
        <ListItem
          key={item.id}
          legend={t('slot_n', { n: i + 1 })}
          removeLabel={t('remove')}
          onRemove={slots.fields.length > 1 ? () => slots.remove(i) : undefined}
        >
          <div className="grid grid-cols-3 gap-2">
            <Select form={form} name={`availability.${i}.weekday`} label={t('weekday')} options={days} valueAsNumber />
            <Select form={form} name={`availability.${i}.start_minute`} label={t('from')} options={starts} valueAsNumber />
            <Select form={form} name={`availability.${i}.end_minute`} label={t('to')} options={ends} valueAsNumber />
          </div>
        </ListItem>
      ))}
      {slots.fields.length < 40 && (
        <button
          type="button"
          className="self-start text-brand-700 underline underline-offset-4"
          onClick={() => slots.append({ weekday: 6, start_minute: 17 * 60, end_minute: 20 * 60 } as never)}
        >
          {t('add_slot')}
        </button>
      )}
    </fieldset>
  );
}
