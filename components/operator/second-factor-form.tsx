'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { secondFactorApi } from '@/lib/api/second-factor';
import { loadApiClient } from '@/lib/api-client';
import { useRouter } from '@/lib/i18n/router';
import type { SecondFactorEnrolment } from '@/lib/schemas/second-factor';

interface Labels {
  enrol: string;
  enrolling: string;
  scan: string;
  manual: string;
  code: string;
  code_hint: string;
  submit: string;
  submitting: string;
  qr: string;
}

/** Sets up the authenticator app (once: a QR code and the secret to type) and checks its code. */
export function SecondFactorForm({ enrolled, back, labels }: { enrolled: boolean; back: string; labels: Labels }) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function enrol() {
    setBusy(true);
    try {
      setEnrolment(await secondFactorApi.enrol(loadApiClient));
    } catch {
      // The API client has shown why (a toast).
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    setError(undefined);
    try {
      await secondFactorApi.verify(loadApiClient, code);
      router.replace(back);
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError) setError(fieldErrorsOf(failure.body)[0]?.message ?? failure.body?.message ?? failure.message);
      setBusy(false);
    }
  }

  if (!enrolled && !enrolment) {
    return (
      <Button onClick={enrol} disabled={busy} data-testid="second-factor-enrol">
        {busy ? labels.enrolling : labels.enrol}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {enrolment && (
        <div className="flex flex-col gap-2">
          <p>{labels.scan}</p>
          <div
            role="img"
            aria-label={labels.qr}
            className="w-56 self-center bg-white p-2"
            // The SVG is the qrcode package's own drawing of the otpauth address: no user text in it.
            dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }}
          />
          <p className="text-sm">{labels.manual}</p>
          <code className="break-all rounded bg-gray-100 p-2 text-sm" dir="ltr" data-testid="second-factor-secret">
            {enrolment.secret}
          </code>
        </div>
      )}
      <form onSubmit={verify} className="flex flex-col gap-3" noValidate>
        <TextField
          id="second-factor-code"
          name="code"
          label={labels.code}
          hint={labels.code_hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          dir="ltr"
          error={error}
          required
        />
        <Button type="submit" disabled={busy} data-testid="second-factor-submit">
          {busy ? labels.submitting : labels.submit}
        </Button>
      </form>
    </div>
  );
}
