'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadApiClient } from '@/lib/api-client';
import { classBillingApi } from '@/lib/api/class-billing';
import { useRouter } from '@/lib/i18n/router';
import type { PackSize } from '@/lib/schemas/class-billing';

/**
 * Makes the bill for what the class owes, or for a discount pack, and opens it (the bill page pays
 * it by wallet, card or both). A second click while the first is under way does nothing; the server
 * answers the same open bill to both anyway.
 */
export function StartBillButton({
  classId,
  pack,
  label,
  busyLabel,
  variant = 'primary',
}: {
  classId: number;
  pack?: PackSize;
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'secondary';
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function start() {
    if (busy) return;
    setBusy(true);
    try {
      const made = pack ? await classBillingApi.pack(loadApiClient, classId, pack) : await classBillingApi.bill(loadApiClient, classId);
      router.push(made.bill_path);
    } catch {
      // The API client has said why (a toast); the button can be pressed again.
      setBusy(false);
    }
  }
  return (
    <Button onClick={start} disabled={busy} variant={variant} className="self-start" data-testid={pack ? `buy-pack-${pack}` : 'start-bill'}>
      {busy ? busyLabel : label}
    </Button>
  );
}
