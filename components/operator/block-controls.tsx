'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { operatorApi } from '@/lib/api/operator';
import { loadApiClient } from '@/lib/api-client';
import { useRouter } from '@/lib/i18n/router';

/** Blocks an account with a reason, or lifts its block; the list reloads with the new state. */
export function BlockControls({
  id,
  blocked,
  labels,
}: {
  id: number;
  blocked: boolean;
  labels: { block: string; unblock: string; reason: string; blocking: string };
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function block(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setBusy(true);
    setError(undefined);
    try {
      await operatorApi.block(loadApiClient, id, reason);
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError) setError(fieldErrorsOf(failure.body)[0]?.message ?? failure.body?.message ?? failure.message);
    } finally {
      setBusy(false);
    }
  }

  async function unblock() {
    setBusy(true);
    try {
      await operatorApi.unblock(loadApiClient, id);
      router.refresh();
    } catch {
      // The API client has shown why (a toast).
    } finally {
      setBusy(false);
    }
  }

  if (blocked) {
    return (
      <Button variant="secondary" onClick={unblock} disabled={busy} className="self-start">
        {labels.unblock}
      </Button>
    );
  }
  return (
    <form onSubmit={block} className="flex flex-wrap items-end gap-2" noValidate>
      <TextField id={`block-reason-${id}`} name="reason" label={labels.reason} error={error} maxLength={500} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? labels.blocking : labels.block}
      </Button>
    </form>
  );
}
