'use client';

import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { operatorApi } from '@/lib/api/operator';
import { useRouter } from '@/lib/i18n/router';

/** Puts one failed job back in line, then reloads the list (it leaves the failed state). */
export function RetryJobButton({ id, labels }: { id: string; labels: { retry: string; retrying: string; retried: string } }) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  async function retry() {
    setState('busy');
    try {
      await operatorApi.retryJob(loadApiClient, id);
      setState('done');
      router.refresh();
    } catch {
      // The API client has shown why (a toast); the button can be pressed again.
      setState('idle');
    }
  }
  return (
    <Button variant="secondary" onClick={retry} disabled={state !== 'idle'}>
      {state === 'busy' ? labels.retrying : state === 'done' ? labels.retried : labels.retry}
    </Button>
  );
}
