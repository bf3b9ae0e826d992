'use client';

import { useTranslations } from 'next-intl';
import { FormShell } from '@/components/forms/form-shell';
import { registerField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { TextField } from '@/components/ui/text-field';
import type { Flash } from '@/lib/forms/flash';
import { useApiForm } from '@/lib/forms/use-api-form';
import { loadApiClient } from '@/lib/api-client';
import { sendAbroadRequest } from '@/lib/api/abroad';
import { ABROAD_DEGREES, abroadRequestBody } from '@/lib/schemas/abroad';

/** A study-abroad consultation request, for one destination or a choice of them; `page`: where it is (`/abroad`, `/abroad/{country}`). */
export function AbroadForm({
  countries,
  country,
  page,
  flash,
}: {
  countries: { slug: string; name: string }[];
  country?: string;
  page: string;
  flash?: Flash | null;
}) {
  const t = useTranslations('Forms');
  const {
    form,
    onSubmit,
    result: receipt,
  } = useApiForm({
    schema: abroadRequestBody,
    defaultValues: { country: country ?? '', full_name: '', mobile: '', email: '', degree: 'BACHELOR', message: '' },
    submit: (values) => sendAbroadRequest(loadApiClient, values),
    flash,
  });
  const degrees = ABROAD_DEGREES.map((value) => ({ value, label: t(`degree_${value}`) }));
  const destinations = countries.map((c) => ({ value: c.slug, label: c.name }));

  return (
    <FormShell
      name="abroad"
      page={page}
      flash={flash}
      title={t('abroad_title')}
      confirmation={t('abroad_sent')}
      receipt={receipt}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      {country ? (
        <input type="hidden" defaultValue={country} {...form.register('country')} />
      ) : (
        <SelectField form={form} name="country" label={t('country')} options={destinations} placeholder={t('choose')} />
      )}
      <TextField {...registerField(form, 'full_name')} label={t('full_name')} autoComplete="name" dir="auto" />
      <TextField {...registerField(form, 'mobile')} type="tel" label={t('mobile')} autoComplete="tel" dir="auto" />
      <TextField {...registerField(form, 'email')} type="email" label={t('email_optional')} autoComplete="email" dir="auto" />
      <SelectField form={form} name="degree" label={t('degree')} options={degrees} />
      <TextAreaField form={form} name="message" label={t('abroad_message')} />
    </FormShell>
  );
}
