'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { Button } from '@/components/ui/button';
import { registerField } from '@/components/forms/form-field';
import { emailVerificationApi } from '@/lib/api/email-verification';
import { loadApiClient } from '@/lib/api-client';
import { useApiForm } from '@/lib/forms/use-api-form';
import { verifyEmailCodeBody } from '@/lib/schemas/email-verification';

/**
 * The code from the e-mail: confirmed here, or a new one asked for once the minute's cool-down has
 * passed. Refusals (wrong, expired, too many tries) show under the field, in the page's language.
 */
export function CodeForm({ email, resendIn }: { email: string; resendIn: number }) {
  const t = useTranslations('EmailVerification');
  const [wait, setWait] = useState(resendIn);
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const { form, onSubmit, result } = useApiForm({
    schema: verifyEmailCodeBody,
    defaultValues: { code: '' },
    submit: (values) => emailVerificationApi.verify(loadApiClient, values.code, { suppressToast: true }),
  });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function resend() {
    setResendError(null);
    try {
      const status = await emailVerificationApi.sendCode(loadApiClient, email, { suppressToast: true });
      setWait(status.pending?.resend_in ?? 60);
      setResent(true);
      form.reset({ code: '' });
    } catch (error) {
      setResendError(error instanceof Error ? error.message : String(error));
    }
  }

  if (result?.email) {
    return (
      <p role="status" className="font-bold text-green-900" data-testid="email-verified">
        {t('verified', { email: result.email })}
      </p>
    );
  }
  const submitting = form.formState.isSubmitting;
  const refused = form.formState.errors.root?.server?.message;
  return (
    <div className="flex max-w-xl flex-col gap-4 rounded-2xl border border-gray-200 p-5">
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="code-form">
        <TextField {...registerField(form, 'code')} dir="ltr" label={t('code_label')} autoComplete="one-time-code" inputMode="numeric" />
        {refused && (
          <p role="alert" className="text-sm text-red-700">
            {refused}
          </p>
        )}
        <Button type="submit" disabled={submitting} className="self-start">
          {submitting ? t('verifying') : t('verify')}
        </Button>
      </form>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" onClick={resend} disabled={wait > 0} className="self-start" data-testid="resend">
          {t('resend')}
        </Button>
        <p role="status" className="min-h-6 text-sm text-muted">
          {wait > 0 ? t('resend_in', { seconds: wait }) : resent ? t('resent') : null}
        </p>
        {resendError && (
          <p role="alert" className="text-sm text-red-700">
            {resendError}
          </p>
        )}
      </div>
    </div>
  );
}
