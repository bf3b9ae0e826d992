'use client';

import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/forms/form-field';
import { Select, StepFormFrame } from '@/components/forms/step-form';
import { loadApiClient } from '@/lib/api-client';
import { reviewApi } from '@/lib/api/reviews';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { REVIEW_ASPECTS, surveyBody } from '@/lib/schemas/reviews';

const STARS = [5, 4, 3, 2, 1];

/** The class survey: each aspect 1–5 and an optional review; the page then shows it as taken. */
export function SurveyForm({ classId }: { classId: number }) {
  const t = useTranslations('Reviews');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: surveyBody,
    defaultValues: { aspects: {} as never, body: '' },
    submit: async (values) => {
      await reviewApi.submitSurvey(loadApiClient, classId, values);
      router.refresh();
    },
  });
  return (
    <StepFormFrame
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      rootError={form.formState.errors.root?.server?.message}
      submitLabel={t('submit')}
    >
      {REVIEW_ASPECTS.map((aspect) => (
        <Select
          key={aspect}
          form={form}
          name={`aspects.${aspect}`}
          label={t(`aspects.${aspect}`)}
          placeholder=""
          valueAsNumber
          options={STARS.map((stars) => ({ value: stars, label: t('stars_option', { stars }) }))}
        />
      ))}
      <TextAreaField form={form} name="body" label={t('review_label')} hint={t('review_hint')} />
    </StepFormFrame>
  );
}
