'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormShell } from '@/components/forms/form-shell';
import { registerField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { TextField } from '@/components/ui/text-field';
import type { Flash } from '@/lib/forms/flash';
import { useApiForm } from '@/lib/forms/use-api-form';
import { loadApiClient } from '@/lib/api-client';
import { sendSchoolRequest } from '@/lib/api/schools';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { schoolRequestBody } from '@/lib/schemas/schools';

const GRADES = Array.from({ length: 12 }, (_, i) => i + 1);

export function SchoolForm({ schools, flash }: { schools: { id: number; name: string }[]; flash?: Flash | null }) {
  const t = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const {
    form,
    onSubmit,
    result: receipt,
  } = useApiForm({
    schema: schoolRequestBody,
    defaultValues: { school_id: '', full_name: '', mobile: '', grade: '', message: '' },
    submit: (values) => sendSchoolRequest(loadApiClient, values),
    flash,
  });
  const grades = GRADES.map((grade) => ({ value: String(grade), label: t('grade_n', { grade: formatNumber(grade, locale) }) }));
  const schoolOptions = schools.map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <FormShell
      name="school"
      page="/view-slug"
      flash={flash}
      title={t('school_title')}
      confirmation={t('school_sent')}
      receipt={receipt}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField {...registerField(form, 'full_name')} label={t('parent_name')} autoComplete="name" dir="auto" />
      <TextField {...registerField(form, 'mobile')} type="tel" label={t('mobile')} autoComplete="tel" dir="auto" />
      <SelectField form={form} name="grade" label={t('grade')} options={grades} placeholder={t('choose')} />
      <SelectField form={form} name="school_id" label={t('school_optional')} options={schoolOptions} placeholder={t('any_school')} />
      <TextAreaField form={form} name="message" label={t('school_message')} />
    </FormShell>
  );
}
