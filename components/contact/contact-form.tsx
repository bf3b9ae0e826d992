'use client';

import { useTranslations } from 'next-intl';
import { FormShell } from '@/components/forms/form-shell';
import { SelectField, TextAreaField, TextField } from '@/components/forms/form-field';
import { useApiForm } from '@/lib/forms/use-api-form';
import { loadApiClient } from '@/lib/api-client';
import { sendContactMessage } from '@/lib/api/contact';
import { CONTACT_SUBJECTS, contactMessageBody } from '@/lib/schemas/contact';

export function ContactForm() {
  const t = useTranslations('Forms');
  const { form, onSubmit, result: receipt } = useApiForm({
    schema: contactMessageBody,
    defaultValues: { full_name: '', email: '', mobile: '', subject: 'QUESTION', message: '' },
    submit: (values) => sendContactMessage(loadApiClient, values),
  });
  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`subject_${value}`) }));

  return (
    <FormShell
      title={t('contact_title')}
      confirmation={t('contact_sent')}
      receipt={receipt}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="full_name" label={t('full_name')} autoComplete="name" />
      <TextField form={form} name="email" type="email" label={t('email')} autoComplete="email" />
      <TextField form={form} name="mobile" type="tel" label={t('mobile_optional')} autoComplete="tel" />
      <SelectField form={form} name="subject" label={t('subject')} options={subjects} />
      <TextAreaField form={form} name="message" label={t('message')} />
    </FormShell>
  );
}
