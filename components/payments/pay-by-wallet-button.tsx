'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadApiClient } from '@/lib/api-client';
import { paymentsApi } from '@/lib/api/payments';
import { useRouter } from '@/lib/i18n/router';

/** Pays the invoice from the wallet, then opens the page a paid invoice leads to. */
export function PayByWalletButton({ invoice, label, busyLabel }: { invoice: string; label: string; busyLabel: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      const paid = await paymentsApi.payByWallet(loadApiClient, invoice);
      router.push(paid.paid_path);
    } catch {
      // The API client has said why (a toast); the button can be pressed again.
      setBusy(false);
    }
  }
  return (
    <Button onClick={pay} disabled={busy} className="self-start">
      {busy ? busyLabel : label}
    </Button>
  );
}
