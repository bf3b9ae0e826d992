'use client';

import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { loadApiClient } from '@/lib/api-client';
import { reviewApi } from '@/lib/api/reviews';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { reviewAnswerBody, reviewHideBody } from '@/lib/schemas/reviews';

/** The tutor's one public answer to a review. */
export function ReviewAnswerForm({ reviewId }: { reviewId: number }) {
  const t = useTranslations('Reviews.answer_form');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: reviewAnswerBody,
    defaultValues: { answer: '' },
    submit: async (values) => {
      await reviewApi.answer(loadApiClient, reviewId, values.answer);
      router.refresh();
    },
  });
  return (
    <div className="mt-3" id={`answer-${reviewId}`}>
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('submit')}
      >
        <TextAreaField form={form} name="answer" label={t('label')} scope={reviewId} />
      </StepFormFrame>
    </div>
  );
}

/** What the operator's form does to a review, its API call and its words. */
const DECISIONS = {
  hide: { call: reviewApi.hide, submit: 'hide_submit', reason: 'hide_reason', testId: undefined },
  restore: { call: reviewApi.restore, submit: 'restore_submit', reason: 'restore_reason', testId: 'review-restore' },
} as const;

/** The operator hides a review, or shows a hidden one again, with the reason kept on record. */
export function ReviewDecisionForm({ reviewId, decision }: { reviewId: number; decision: keyof typeof DECISIONS }) {
  const t = useTranslations('Reviews.decision_form');
  const router = useRouter();
  const { call, submit, reason, testId } = DECISIONS[decision];
  const { form, onSubmit } = useApiForm({
    schema: reviewHideBody,
    defaultValues: { reason: '' },
    submit: async (values) => {
      await call(loadApiClient, reviewId, values.reason);
      router.refresh();
    },
  });
  return (
    <div className="mt-3" data-testid={testId}>
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t(submit)}
      >
        <TextAreaField form={form} name="reason" label={t(reason)} scope={reviewId} />
      </StepFormFrame>
    </div>
  );
}
