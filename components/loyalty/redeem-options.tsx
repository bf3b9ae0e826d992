'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadApiClient } from '@/lib/api-client';
import { loyaltyApi } from '@/lib/api/loyalty';
import { useRouter } from '@/lib/i18n/router';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { RedeemedCodeView } from '@/lib/schemas/loyalty';

export interface RedeemChoice {
  points: number;
  /** The option's words, formatted by the server page (amounts and digits in the reader's language). */
  label: string;
  button: string;
  /** Why it cannot be taken now (too few points), or null. */
  short: string | null;
}

/**
 * Points into a code: one button per option. The click's request id is made once per code, so a
 * double click or a retry after a lost answer returns the same code instead of spending twice.
 */
export function RedeemOptions({ choices, timeZone }: { choices: RedeemChoice[]; timeZone: string }) {
  const t = useTranslations('Loyalty');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState<number | null>(null);
  const [made, setMade] = useState<RedeemedCodeView | null>(null);
  const redeem = async (points: number) => {
    setBusy(points);
    try {
      setMade(await loyaltyApi.redeem(loadApiClient, { points: points as 200, request_id: requestId }));
      setRequestId(crypto.randomUUID());
      router.refresh();
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="redeem-options">
        {choices.map((choice) => (
          <li key={choice.points} className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-4">
            <span>{choice.label}</span>
            <Button onClick={() => redeem(choice.points)} disabled={choice.short !== null || busy !== null} data-testid={`redeem-${choice.points}`}>
              {busy === choice.points ? t('redeem_working') : choice.button}
            </Button>
            {choice.short && <span className="text-sm text-muted">{choice.short}</span>}
          </li>
        ))}
      </ul>
      <p role="status" data-testid="redeemed-code">
        {made ? t('redeemed', { code: made.code, amount: formatPrice(made.value_cents, locale), date: formatDate(made.ends_at, locale, timeZone) }) : null}
      </p>
    </div>
  );
}
