'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/api-error';
import { authApi } from '@/lib/api/auth';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { loadApiClient } from '@/lib/api-client';
import { signInFlow, withRedirect } from '@/lib/auth/flow';
import { Link } from '@/lib/i18n/navigation';
import { FullNameForm } from './full-name-form';
import { OtpInput } from './otp-input';
import { ResendTimer } from './resend-timer';
import { useCompleteSignIn } from './use-complete-sign-in';

export type CodePurpose = 'login' | 'set-password' | 'forgot-password';

const PASSWORD_PAGE: Record<CodePurpose, string> = {
  login: '/auth/set-password',
  'set-password': '/auth/set-password',
  'forgot-password': '/auth/change-password',
};
const RESEND_SECONDS = 60;

interface CodeFormProps {
  purpose: CodePurpose;
  mobile: string;
  redirectUrl: string | null;
}

/** Confirm-code pages: the code from SMS (or call), then a name or a password if needed. */
export function CodeForm({ purpose, mobile, redirectUrl }: CodeFormProps) {
  const t = useTranslations('Auth');
  const labelId = useId();
  const { complete, leave } = useCompleteSignIn(redirectUrl);
  const [flow] = useState(() => signInFlow.read());
  const length = flow?.mobile === mobile ? flow.otp_length : 5;
  const method = flow?.mobile === mobile ? flow.send_method : 'SMS';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [askName, setAskName] = useState(false);

  const submit = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await authApi.loginByCode(await loadApiClient(), mobile, value, purpose !== 'login', method);
      if ((await complete(answer, PASSWORD_PAGE[purpose])) === 'needs-name') setAskName(true);
    } catch (failure) {
      setCode('');
      if (failure instanceof ApiError) setError(fieldErrorsOf(failure.body)[0]?.message ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (code.length === length && !busy) void submit(code);
    // Submitting is a reaction to the last digit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const resend = async () => {
    try {
      await authApi.sendCode(await loadApiClient(), mobile, method);
      return true;
    } catch {
      return false;
    }
  };

  if (askName) return <FullNameForm onDone={() => leave()} />;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === length) void submit(code);
      }}
    >
      <h1 id={labelId} className="text-xl font-bold">
        {t(`code_title_${purpose}`)}
      </h1>
      <p>
        {t(method === 'CALL' ? 'code_sent_call' : 'code_sent_sms', { length })}{' '}
        <bdi dir="ltr" className="font-medium">
          {mobile}
        </bdi>
      </p>
      <OtpInput length={length} value={code} onChange={setCode} labelledBy={labelId} invalid={!!error} disabled={busy} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy || code.length < length}>
        {t('confirm')}
      </Button>
      <ResendTimer seconds={RESEND_SECONDS} onResend={resend} />
      <Link href={withRedirect('/auth/login', redirectUrl)} className="text-brand-700 underline underline-offset-4">
        {t('change_number')}
      </Link>
    </form>
  );
}
