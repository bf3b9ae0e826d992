'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { registerField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { TextField } from '@/components/ui/text-field';
import { loadApiClient } from '@/lib/api-client';
import { operatorApi } from '@/lib/api/operator';
import { formatPrice } from '@/lib/format';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import type { Locale } from '@/lib/i18n/routing';
import { refundForm } from '@/lib/schemas/payments';
import { useLocale } from 'next-intl';

const freshKey = () => `refund-${crypto.randomUUID()}`;

/**
 * Refunds part or all of a paid invoice (docs/decisions.md "The operator console: money"). The form
 * carries one Idempotency-Key from the moment it is shown: a double click or a retry is the same
 * refund; after a refund goes through it takes a new key for the next one.
 */
export function RefundForm({ invoiceId, cardLeft }: { invoiceId: string; cardLeft: boolean }) {
  const t = useTranslations('Operator.refund_form');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [key, setKey] = useState(freshKey);
  const [done, setDone] = useState<string | null>(null);
  const { form, onSubmit } = useApiForm({
    schema: refundForm,
    defaultValues: { amount_eur: '', to: 'wallet', reason: '' },
    submit: async (values) => {
      setDone(null);
      const refunded = await operatorApi.refund(loadApiClient, invoiceId, { amount_cents: values.amount_eur, to: values.to, reason: values.reason }, key);
      setKey(freshKey());
      form.reset();
      setDone(t('done', { amount: formatPrice(refunded.refunded_cents, locale) }));
      router.refresh();
    },
  });
  const options = [{ value: 'wallet', label: t('to_wallet') }, ...(cardLeft ? [{ value: 'card', label: t('to_card') }] : [])];
  return (
    <div className="flex flex-col gap-2" data-testid="refund-form">
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('submit')}
      >
        <TextField label={t('amount')} inputMode="decimal" dir="ltr" {...registerField(form, 'amount_eur')} />
        <SelectField form={form} name="to" label={t('to')} options={options} />
        <TextAreaField form={form} name="reason" label={t('reason')} />
      </StepFormFrame>
      <p role="status" className="text-sm text-green-800">
        {done}
      </p>
    </div>
  );
}
