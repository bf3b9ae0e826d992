'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { registerField } from '@/components/forms/form-field';
import { loadApiClient } from '@/lib/api-client';
import { paymentsApi } from '@/lib/api/payments';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { discountBody } from '@/lib/schemas/payments';
import { Button } from '@/components/ui/button';

/** Applies a discount code to an open invoice; the page then shows the new total. */
export function DiscountForm({ invoice, applied }: { invoice: string; applied: string | null }) {
  const t = useTranslations('Bill');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: discountBody,
    defaultValues: { code: '' },
    submit: async (values) => {
      await paymentsApi.applyDiscount(loadApiClient, invoice, values.code);
      form.reset({ code: '' });
      router.refresh();
    },
  });
  const submitting = form.formState.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" data-testid="discount-form">
      <div className="grow">
        <TextField label={t('code_label')} dir="ltr" autoComplete="off" {...registerField(form, 'code')} />
      </div>
      <Button type="submit" variant="secondary" disabled={submitting}>
        {submitting ? t('applying') : t('apply')}
      </Button>
      {form.formState.errors.root?.server ? (
        <p role="alert" className="basis-full text-red-800">
          {form.formState.errors.root.server.message}
        </p>
      ) : null}
      {applied ? (
        <p role="status" className="basis-full text-green-900" data-testid="discount-applied">
          {t('code_applied', { code: applied })}
        </p>
      ) : null}
    </form>
  );
}
