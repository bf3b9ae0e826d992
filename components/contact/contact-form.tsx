'use client';

import { useTranslations } from 'next-intl';
import { FormShell } from '@/components/forms/form-shell';
import { registerField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { TextField } from '@/components/ui/text-field';
import type { Flash } from '@/lib/forms/flash';
import { useApiForm } from '@/lib/forms/use-api-form';
import { loadApiClient } from '@/lib/api-client';
import { sendContactMessage } from '@/lib/api/contact';
import { CONTACT_SUBJECTS, contactMessageBody } from '@/lib/schemas/contact';

export function ContactForm({ flash }: { flash?: Flash | null }) {
  const t = useTranslations('Forms');
  const {
    form,
    onSubmit,
    result: receipt,
  } = useApiForm({
    schema: contactMessageBody,
    defaultValues: { full_name: '', email: '', mobile: '', subject: 'QUESTION', message: '' },
    submit: (values) => sendContactMessage(loadApiClient, values),
    flash,
  });
  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`subject_${value}`) }));

  return (
    <FormShell
      name="contact"
      page="/contact-us"
      flash={flash}
      title={t('contact_title')}
      confirmation={t('contact_sent')}
      receipt={receipt}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField {...registerField(form, 'full_name')} label={t('full_name')} autoComplete="name" dir="auto" />
      <TextField {...registerField(form, 'email')} type="email" label={t('email')} autoComplete="email" dir="auto" />
      <TextField {...registerField(form, 'mobile')} type="tel" label={t('mobile_optional')} autoComplete="tel" dir="auto" />
      <SelectField form={form} name="subject" label={t('subject')} options={subjects} />
      <TextAreaField form={form} name="message" label={t('message')} />
    </FormShell>
  );
}
