'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { registerField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { loadApiClient } from '@/lib/api-client';
import { earningsApi } from '@/lib/api/earnings';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { payoutMethodBody } from '@/lib/schemas/earnings';

/**
 * Where payouts go (an IBAN and its holder) and asking for one: the page's figures (formatted by
 * the server) come in as words; after a change the page is read again.
 */
export function PayoutPanel({
  method,
  canRequest,
  requestLabel,
  blockedReason,
}: {
  method: { iban: string; holder_name: string } | null;
  canRequest: boolean;
  requestLabel: string;
  blockedReason: string | null;
}) {
  const t = useTranslations('Earnings');
  const router = useRouter();
  const [editing, setEditing] = useState(method === null);
  const [busy, setBusy] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: payoutMethodBody,
    defaultValues: { iban: '', holder_name: method?.holder_name ?? '' },
    submit: async (values) => {
      await earningsApi.savePayoutMethod(loadApiClient, values);
      setEditing(false);
      router.refresh();
    },
  });
  const request = async () => {
    setBusy(true);
    try {
      await earningsApi.requestPayout(loadApiClient);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {editing ? (
        <form method="post" noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-3" data-testid="payout-method-form">
          <TextField {...registerField(form, 'iban')} label={t('iban')} hint={t('iban_hint')} autoComplete="off" dir="ltr" />
          <TextField {...registerField(form, 'holder_name')} label={t('holder_name')} autoComplete="name" dir="auto" />
          <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
            {t('save_method')}
          </Button>
        </form>
      ) : (
        <p data-testid="payout-method">
          {t('method_saved', { iban: method?.iban ?? '', name: method?.holder_name ?? '' })}{' '}
          <Button variant="link" onClick={() => setEditing(true)}>
            {t('change_method')}
          </Button>
        </p>
      )}
      <Button onClick={request} disabled={!canRequest || busy} className="self-start" data-testid="request-payout">
        {requestLabel}
      </Button>
      {blockedReason && <p className="text-sm text-muted">{blockedReason}</p>}
    </div>
  );
}
