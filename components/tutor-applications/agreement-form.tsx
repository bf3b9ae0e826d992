'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { loadApiClient } from '@/lib/api-client';
import { tutorApplicationApi } from '@/lib/api/tutor-applications';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { signAgreementBody } from '@/lib/schemas/tutor-applications';
import { Checkbox, field, StepFormFrame, stepAfter } from '@/components/forms/step-form';

/** Signing: the typed full name and an explicit acceptance, for this version of the agreement. */
export function AgreementForm({ version, name }: { version: string; name: string }) {
  const t = useTranslations('StartTeaching');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: signAgreementBody,
    defaultValues: { version, full_name: name, accept: false as unknown as true },
    submit: async (values) => {
      await tutorApplicationApi.sign(loadApiClient, values);
      router.push(stepAfter('sign-agreement'));
    },
  });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={form.formState.errors.root?.server?.message} submitLabel={t('sign')}>
      <TextField {...field(form, 'full_name')} label={t('typed_name')} autoComplete="name" dir="auto" />
      <Checkbox form={form} name="accept" label={t('accept')} />
      {form.formState.errors.accept?.message && (
        <p role="alert" className="text-sm text-red-700">
          {form.formState.errors.accept.message}
        </p>
      )}
    </StepFormFrame>
  );
}
