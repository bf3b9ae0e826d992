'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadApiClient } from '@/lib/api-client';
import { payoutDeskApi } from '@/lib/api/earnings';
import { useRouter } from '@/lib/i18n/router';

/** Takes every requested payout into one batch, then shows the batch (each row links its file for the bank). */
export function BatchPayoutsButton() {
  const t = useTranslations('PayoutDesk');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      await payoutDeskApi.batch(loadApiClient);
      router.push('/operator/payouts?state=in_batch');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={make} disabled={busy} className="self-start" data-testid="make-batch">
      {t('make_batch')}
    </Button>
  );
}

/** The bank's answer for one payout of a batch: paid, or failed with the bank's reason (the money is the tutor's again). */
export function SettlePayoutForm({ id }: { id: number }) {
  const t = useTranslations('PayoutDesk');
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const settle = async (body: { outcome: 'paid' } | { outcome: 'failed'; reason: string }) => {
    setBusy(true);
    try {
      await payoutDeskApi.settle(loadApiClient, id, body);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => settle({ outcome: 'paid' })} disabled={busy} className="self-start">
        {t('mark_paid')}
      </Button>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`failure-${id}`}>
        {t('failure_reason')}
        <input
          id={`failure-${id}`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="rounded-lg border border-gray-300 px-2 py-1"
          dir="auto"
        />
      </label>
      <Button variant="secondary" onClick={() => settle({ outcome: 'failed', reason })} disabled={busy || reason.trim().length < 3} className="self-start">
        {t('mark_failed')}
      </Button>
    </div>
  );
}
