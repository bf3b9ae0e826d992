'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api/api-error';
import { paymentsApi } from '@/lib/api/payments';
import { loginPathFor } from '@/lib/auth/guards';
import { useRouter } from '@/lib/i18n/router';
import { useHydrated } from '@/lib/use-hydrated';
import { billPath } from '@/lib/payments/paths';
import { VIDEO_PACKAGE_PURCHASE } from '@/lib/schemas/video-packages';

/**
 * Buying a package: its invoice (made on first ask), then the bill page where the person pays by
 * card (the gateway) or wallet. A visitor signs in first and comes back here (auth origin
 * TEACHER_VIDEO_PACKAGE_PURCHASE); an owner goes straight to their package.
 */
export function BuyButton({ packageId, priceLabel }: { packageId: number; priceLabel: string }) {
  const t = useTranslations('VideoPackages');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The button works through script: before the page's script runs, a press would be lost.
  const hydrated = useHydrated();
  const owned = `/profile/dashboard/tutor-package/${packageId}`;

  const buy = async () => {
    setBusy(true);
    setError(null);
    try {
      const invoice = await paymentsApi.invoiceFor(await loadApiClient(), VIDEO_PACKAGE_PURCHASE, packageId);
      router.push(invoice.state === 'paid' ? owned : billPath(invoice.id));
    } catch (failure) {
      setBusy(false);
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.status === 401) return router.push(loginPathFor(`/tutor-package/${packageId}`));
      setError(failure.message);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={buy}
        disabled={busy || !hydrated}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        data-testid="buy-package"
      >
        {busy ? t('buying') : t('buy', { price: priceLabel })}
      </button>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
