'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { authApi } from '@/lib/api/auth';
import { loadApiClient } from '@/lib/api-client';
import { signInFlow, type SignInFlow, withCodeSent, withRedirect } from '@/lib/auth/flow';
import { useRouter } from '@/lib/i18n/router';
import type { SendMethod } from '@/lib/schemas/auth';

interface SendCodeChoiceProps {
  flow: SignInFlow;
  redirectUrl: string | null;
  onChangeNumber: () => void;
}

/** Step two: how the code should arrive (SMS by default, as the server offers), or a password. */
export function SendCodeChoice({ flow, redirectUrl, onChangeNumber }: SendCodeChoiceProps) {
  const t = useTranslations('Auth');
  const router = useRouter();
  const [method, setMethod] = useState<SendMethod>(flow.send_method);
  const [sending, setSending] = useState(false);

  const send = async (page = '/auth/confirm-code') => {
    setSending(true);
    try {
      const sent = await authApi.sendCode(await loadApiClient(), flow.mobile, method);
      signInFlow.write(withCodeSent({ ...flow, send_method: method }, sent));
      router.push(withRedirect(page, redirectUrl));
    } catch {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{flow.is_registered ? t('welcome_back') : t('welcome_new')}</h1>
      <p>
        {t('number_is')}{' '}
        <bdi dir="ltr" className="font-medium">
          {flow.mobile}
        </bdi>
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('send_method')}</legend>
        {flow.send_methods.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" name="send_method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {t(`send_method_${option}`)}
          </label>
        ))}
      </fieldset>
      <Button onClick={() => send()} disabled={sending}>
        {t('send_code')}
      </Button>
      {flow.is_registered && !flow.has_password && (
        <Button variant="secondary" disabled={sending} onClick={() => send('/auth/confirm-code-password')}>
          {t('set_password_by_code')}
        </Button>
      )}
      {flow.has_password && (
        <Button variant="secondary" onClick={() => router.push(withRedirect('/auth/password', redirectUrl))}>
          {t('use_password')}
        </Button>
      )}
      <Button variant="link" onClick={onChangeNumber} className="self-start">
        {t('change_number')}
      </Button>
    </div>
  );
}
