'use client';

import { useTranslations } from 'next-intl';
import { SelectField, TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { loadApiClient } from '@/lib/api-client';
import { operatorApi } from '@/lib/api/operator';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { type DecisionChoice, decisionForm } from '@/lib/schemas/tutor-applications';

/** A reviewer's decision: start the review, approve, ask for changes or reject (the last two with what and why). */
export function ApplicationDecisionForm({ id, inReview }: { id: number; inReview: boolean }) {
  const t = useTranslations('Operator.decision_form');
  const router = useRouter();
  const choices: DecisionChoice[] = inReview ? ['approve', 'request_changes', 'reject'] : ['start_review', 'approve', 'request_changes', 'reject'];
  const { form, onSubmit } = useApiForm({
    schema: decisionForm,
    defaultValues: { decision: choices[0]!, reason: '' },
    submit: async ({ decision, reason }) => {
      await operatorApi.decideApplication(loadApiClient, id, decision === 'approve' || decision === 'start_review' ? { decision } : { decision, reason });
      router.refresh();
    },
  });
  return (
    <section aria-labelledby="decision-title" className="flex flex-col gap-2 rounded-xl border border-brand-700 p-4">
      <h2 id="decision-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('send')}
      >
        <SelectField form={form} name="decision" label={t('decision')} options={choices.map((value) => ({ value, label: t(value) }))} />
        <TextAreaField form={form} name="reason" label={t('reason')} hint={t('reason_hint')} />
      </StepFormFrame>
    </section>
  );
}
