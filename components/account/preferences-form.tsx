'use client';

import { useLocale, useTranslations } from 'next-intl';
import { registerField, SelectField } from '@/components/forms/form-field';
import { TextField } from '@/components/ui/text-field';
import { useApiForm } from '@/lib/forms/use-api-form';
import { loadApiClient } from '@/lib/api-client';
import { authApi } from '@/lib/api/auth';
import { locales, type Locale } from '@/lib/i18n/routing';
import { resolveTimeZone } from '@/lib/i18n/time-zone';
import { preferencesBody } from '@/lib/schemas/account';
import { useBrowserTimeZone } from '@/lib/forms/use-browser-time-zone';
import { Button } from '@/components/ui/button';

/** The account's name, its time zone and the language we write to it in. */
export function PreferencesForm({
  fullName,
  timeZone,
  locale,
  zones,
}: {
  fullName: string | null;
  timeZone: string | null;
  locale: string | null;
  zones: { value: string; label: string }[];
}) {
  const t = useTranslations('Settings');
  const pageLocale = useLocale() as Locale;
  const { form, onSubmit, result } = useApiForm({
    schema: preferencesBody,
    defaultValues: {
      full_name: fullName ?? '',
      time_zone: timeZone ?? resolveTimeZone(undefined, pageLocale),
      locale: (locales as readonly string[]).includes(locale ?? '') ? (locale as Locale) : pageLocale,
    },
    submit: async (values) => {
      const saved = await authApi.savePreferences(loadApiClient, values);
      form.reset(values); // the saved choice is the new starting point: "saved" shows until the next change
      return saved;
    },
  });
  useBrowserTimeZone(form, 'time_zone', !timeZone);
  const submitting = form.formState.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4 rounded-2xl border border-gray-200 p-5">
      <TextField {...registerField(form, 'full_name')} label={t('full_name')} autoComplete="name" dir="auto" />
      <SelectField form={form} name="time_zone" label={t('time_zone')} hint={timeZone ? t('time_zone_hint') : t('time_zone_unknown')} options={zones} />
      <SelectField form={form} name="locale" label={t('locale')} options={locales.map((value) => ({ value, label: t(`locale_${value}`) }))} />
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? t('saving') : t('save')}
      </Button>
      <p role="status" className="min-h-6 font-bold text-green-900" data-testid="preferences-saved">
        {result && !form.formState.isDirty ? t('saved') : null}
      </p>
    </form>
  );
}
