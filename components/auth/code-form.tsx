'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';
import { authApi } from '@/lib/api/auth';
import { loadApiClient } from '@/lib/api-client';
import { signInFlow, withRedirect, authOriginFor, withCodeSent } from '@/lib/auth/flow';
import { localizeDigits } from '@/lib/format';
import { useApiForm } from '@/lib/forms/use-api-form';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { FullNameForm } from './full-name-form';
import { OtpInput } from './otp-input';
import { ResendTimer } from './resend-timer';
import { useCompleteSignIn } from './use-complete-sign-in';
import { Button } from '@/components/ui/button';

export type CodePurpose = 'login' | 'set-password' | 'forgot-password';

const PASSWORD_PAGE: Record<CodePurpose, string> = {
  login: '/auth/set-password',
  'set-password': '/auth/set-password',
  'forgot-password': '/auth/change-password',
};
/** Before the server has said (an older tab's flow): its usual wait. */
const RESEND_SECONDS = 60;

// The API's own fields: the number rides along so a 422 about it lands on the form too.
// Loaded on first validation: zod stays off the sign-in pages' first load (lib/forms/use-api-form.ts).
const schema = () => import('@/lib/schemas/auth').then((m) => m.loginByCodeBody.pick({ mobile: true, mobile_verification_code: true }));

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
  const [flow, setFlow] = useState(() => signInFlow.read());
  const length = flow?.mobile === mobile ? flow.otp_length : 5;
  const method = flow?.mobile === mobile ? flow.send_method : 'SMS';
  const [askName, setAskName] = useState(false);
  const locale = useLocale() as Locale;
  // A 429 here is a lock (too many wrong codes) or a rate limit: the server's sentence says until when.
  const [locked, setLocked] = useState<string | null>(null);

  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues: { mobile, mobile_verification_code: '' },
    submit: async (values) => {
      try {
        // Every refusal shows here (under the boxes, or the lock screen): no toast beside it.
        const answer = await authApi.loginByCode(
          await loadApiClient(),
          values.mobile,
          values.mobile_verification_code,
          purpose !== 'login',
          method,
          {
            suppressToast: true,
          },
          authOriginFor(redirectUrl),
        );
        if ((await complete(answer, PASSWORD_PAGE[purpose])) === 'needs-name') setAskName(true);
      } catch (failure) {
        // Every failed try starts again from an empty first box.
        form.setValue('mobile_verification_code', '');
        if (failure instanceof ApiError && failure.status === 429) {
          form.clearErrors();
          setLocked(failure.message);
          return;
        }
        // Anything but the API's answer (e.g. a chunk that failed to load) was never shown here.
        if (failure instanceof ApiError) throw failure;
      }
    },
  });
  const { field: code } = useController({ control: form.control, name: 'mobile_verification_code' });
  const busy = form.formState.isSubmitting;
  // A flow from before codes carried their times: count from this page's first render.
  const [shownAt] = useState(() => Date.now());
  const sentAt = flow?.code_sent_at ?? shownAt;
  const { errors } = form.formState;
  const error = errors.mobile_verification_code?.message ?? errors.mobile?.message ?? errors.root?.server?.message;

  useEffect(() => {
    if (code.value.length === length && !busy) void onSubmit();
    // Submitting is a reaction to the last digit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code.value]);

  const resend = async () => {
    try {
      const sent = await authApi.sendCode(await loadApiClient(), mobile, method);
      if (flow) {
        const next = withCodeSent(flow, sent);
        signInFlow.write(next);
        setFlow(next);
      }
      return true;
    } catch {
      return false;
    }
  };

  if (askName) return <FullNameForm onDone={() => leave()} />;

  const changeNumber = (
    <Link href={withRedirect('/auth/login', redirectUrl)} className="text-brand-700 underline underline-offset-4">
      {t('change_number')}
    </Link>
  );
  const shownMobile = (
    <bdi dir="ltr" className="font-medium">
      {localizeDigits(mobile, locale)}
    </bdi>
  );

  // A locked number: only that it is locked and until when; no boxes, no countdown, no button.
  if (locked) {
    return (
      <div className="flex flex-col gap-4" data-testid="code-locked">
        <h1 className="text-xl font-bold">{t('locked_title')}</h1>
        <p>
          {t('number_is')} {shownMobile}
        </p>
        <p role="alert" className="text-red-700">
          {locked}
        </p>
        {changeNumber}
      </div>
    );
  }

  return (
    <form
      method="post"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        if (code.value.length === length) return onSubmit(event);
        event.preventDefault();
      }}
    >
      <h1 id={labelId} className="text-xl font-bold">
        {t(`code_title_${purpose}`)}
      </h1>
      <p>
        {t(method === 'CALL' ? 'code_sent_call' : 'code_sent_sms', { length })} {shownMobile}
      </p>
      <OtpInput length={length} value={code.value} onChange={code.onChange} labelledBy={labelId} invalid={!!error} disabled={busy} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy || code.value.length < length}>
        {t('confirm')}
      </Button>
      <ResendTimer
        resendAt={sentAt + (flow?.resend_in ?? RESEND_SECONDS) * 1000}
        expiresAt={flow?.code_sent_at && flow.code_expires_in ? flow.code_sent_at + flow.code_expires_in * 1000 : null}
        onResend={resend}
      />
      {changeNumber}
    </form>
  );
}
