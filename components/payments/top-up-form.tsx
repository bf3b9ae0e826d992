'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { registerField } from '@/components/forms/form-field';
import { loadApiClient } from '@/lib/api-client';
import { paymentsApi } from '@/lib/api/payments';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { topUpForm } from '@/lib/schemas/payments';
import { Button } from '@/components/ui/button';

/** Tops the wallet up: an invoice for the amount, paid by card on its bill page. */
export function TopUpForm() {
  const t = useTranslations('Wallet');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: topUpForm,
    defaultValues: { amount_eur: '' },
    submit: async (values) => {
      const made = await paymentsApi.topUp(loadApiClient, values.amount_eur);
      router.push(made.bill_path);
    },
  });
  const submitting = form.formState.isSubmitting;
  const field = registerField(form, 'amount_eur');
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" data-testid="top-up-form">
      <div className="grow">
        <TextField label={t('amount')} hint={t('top_up_hint')} inputMode="decimal" dir="ltr" {...field} />
      </div>
      <Button type="submit" disabled={submitting}>
        {t('top_up_button')}
      </Button>
    </form>
  );
}
