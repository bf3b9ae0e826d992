'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadApiClient } from '@/lib/api-client';
import { sessionsApi } from '@/lib/api/sessions';
import { useRouter } from '@/lib/i18n/router';

/** Signs one device out (or every device but this one), then reloads the list. */
export function EndSessionButton({ id, label, busyLabel }: { id: number | 'others'; label: string; busyLabel: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function end() {
    setBusy(true);
    try {
      await (id === 'others' ? sessionsApi.endOthers(loadApiClient) : sessionsApi.end(loadApiClient, id));
      router.refresh();
    } catch {
      // The API client has shown why (a toast); the button can be pressed again.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={end} disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
