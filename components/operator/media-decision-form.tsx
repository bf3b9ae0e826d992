'use client';

import { useTranslations } from 'next-intl';
import { SelectField, TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { loadApiClient } from '@/lib/api-client';
import { operatorApi } from '@/lib/api/operator';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { MEDIA_DECISIONS, mediaDecisionForm } from '@/lib/schemas/media-review';

/** An operator's decision on a tutor's changed photo or video: approve, or reject with a reason for the tutor. */
export function MediaDecisionForm({ tutorId }: { tutorId: number }) {
  const t = useTranslations('Operator.media_form');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: mediaDecisionForm,
    defaultValues: { decision: 'approve', reason: '' },
    submit: async ({ decision, reason }) => {
      await operatorApi.decideMedia(loadApiClient, tutorId, decision === 'approve' ? { decision } : { decision, reason });
      router.refresh();
    },
  });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={form.formState.errors.root?.server?.message} submitLabel={t('send')}>
      <SelectField form={form} name="decision" label={t('decision')} options={MEDIA_DECISIONS.map((value) => ({ value, label: t(value) }))} scope={tutorId} />
      <TextAreaField form={form} name="reason" label={t('reason')} scope={tutorId} />
    </StepFormFrame>
  );
}
