'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { loadApiClient } from '@/lib/api-client';
import { operatorApi } from '@/lib/api/operator';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { secondFactorResetBody } from '@/lib/schemas/operator';

/** An admin resets a team member's lost authenticator, with a reason; their console closes at once. */
export function SecondFactorReset({ id }: { id: number }) {
  const t = useTranslations('Operator.reset_form');
  const router = useRouter();
  const [done, setDone] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: secondFactorResetBody,
    defaultValues: { reason: '' },
    submit: async (values) => {
      await operatorApi.resetSecondFactor(loadApiClient, id, values.reason);
      setDone(true);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-col gap-2">
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('submit')}
      >
        <TextAreaField form={form} name="reason" label={t('reason')} scope="second-factor" />
      </StepFormFrame>
      <p role="status" className="text-sm">
        {done ? t('done') : ''}
      </p>
    </div>
  );
}
