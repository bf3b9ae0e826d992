'use client';

import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { loadApiClient } from '@/lib/api-client';
import { reviewApi } from '@/lib/api/reviews';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/navigation';
import { reviewAnswerBody, reviewHideBody } from '@/lib/schemas/reviews';

/** The tutor's one public answer to a review. */
export function ReviewAnswerForm({ reviewId }: { reviewId: number }) {
  const t = useTranslations('Reviews');
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
        submitLabel={t('answer_submit')}
      >
        <TextAreaField form={form} name="answer" label={t('answer_label')} scope={reviewId} />
      </StepFormFrame>
    </div>
  );
}

/** The operator hides a review, with the reason kept on record. */
export function ReviewHideForm({ reviewId }: { reviewId: number }) {
  const t = useTranslations('Reviews');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: reviewHideBody,
    defaultValues: { reason: '' },
    submit: async (values) => {
      await reviewApi.hide(loadApiClient, reviewId, values.reason);
      router.refresh();
    },
  });
  return (
    <div className="mt-3">
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('hide_submit')}
      >
        <TextAreaField form={form} name="reason" label={t('hide_reason')} scope={reviewId} />
      </StepFormFrame>
    </div>
  );
}

/** The operator shows a hidden review again, with the reason kept on record. */
export function ReviewRestoreForm({ reviewId }: { reviewId: number }) {
  const t = useTranslations('Reviews');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: reviewHideBody,
    defaultValues: { reason: '' },
    submit: async (values) => {
      await reviewApi.restore(loadApiClient, reviewId, values.reason);
      router.refresh();
    },
  });
  return (
    <div className="mt-3" data-testid="review-restore">
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('restore_submit')}
      >
        <TextAreaField form={form} name="reason" label={t('restore_reason')} scope={reviewId} />
      </StepFormFrame>
    </div>
  );
}
