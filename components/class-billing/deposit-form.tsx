'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { registerField } from '@/components/forms/form-field';
import { loadApiClient } from '@/lib/api-client';
import { classBillingApi } from '@/lib/api/class-billing';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { toLatinDigits } from '@/lib/format';
import { DEPOSIT_LIMITS, depositForm } from '@/lib/schemas/class-billing';
import { Button } from '@/components/ui/button';

/** Pays ahead for N sessions of the class: a bill for them, paid on its page. */
export function DepositForm({ classId }: { classId: number }) {
  const t = useTranslations('ClassBilling');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: depositForm,
    defaultValues: { sessions: '' },
    submit: async (values) => {
      const made = await classBillingApi.deposit(loadApiClient, classId, values.sessions);
      router.push(made.bill_path);
    },
  });
  const submitting = form.formState.isSubmitting;
  const field = registerField(form, 'sessions');
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" data-testid="deposit-form">
      <div className="grow">
        <TextField
          label={t('sessions_label')}
          hint={t('sessions_hint', { min: DEPOSIT_LIMITS.min, max: DEPOSIT_LIMITS.max })}
          inputMode="numeric"
          dir="ltr"
          {...field}
          onChange={(event) => {
            event.target.value = toLatinDigits(event.target.value);
            return field.onChange(event);
          }}
        />
      </div>
      <Button type="submit" disabled={submitting}>
        {t('deposit_button')}
      </Button>
    </form>
  );
}
