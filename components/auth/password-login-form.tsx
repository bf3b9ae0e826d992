'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { authApi } from '@/lib/api/auth';
import { loadApiClient } from '@/lib/api-client';
import { signInFlow, withRedirect, authOriginFor } from '@/lib/auth/flow';
import { localizeDigits } from '@/lib/format';
import { useApiForm } from '@/lib/forms/use-api-form';
import type { Locale } from '@/lib/i18n/routing';
import { useRouter } from '@/lib/i18n/router';
import type { SendMethod } from '@/lib/schemas/auth';
import { useCompleteSignIn } from './use-complete-sign-in';

// Loaded on first validation: zod stays off the sign-in pages' first load (lib/forms/use-api-form.ts).
const schema = () => import('@/lib/schemas/auth').then((m) => m.loginByPasswordBody.pick({ password: true }));

/** Returning users with a password; or a code to reset it. */
export function PasswordLoginForm({ mobile, redirectUrl }: { mobile: string; redirectUrl: string | null }) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { complete } = useCompleteSignIn(redirectUrl);
  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues: { password: '' },
    submit: async ({ password }) => {
      // The form says every refusal itself (under the field, or a lock above the button): once, no toast.
      await complete(await authApi.loginByPassword(await loadApiClient(), mobile, password, { suppressToast: true }, authOriginFor(redirectUrl)));
    },
  });

  const codeThen = async (page: string) => {
    const method: SendMethod = signInFlow.read()?.send_method ?? 'SMS';
    try {
      await authApi.sendCode(await loadApiClient(), mobile, method);
      router.push(withRedirect(page, redirectUrl));
    } catch {
      // The API client has already told the user why (e.g. wait before a new code).
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('password_title')}</h1>
      <p>
        {t('number_is')}{' '}
        <bdi dir="ltr" className="font-medium">
          {localizeDigits(mobile, locale)}
        </bdi>
      </p>
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      {form.formState.errors.root?.server && (
        <p role="alert" className="text-sm font-bold text-red-700" data-testid="password-refusal">
          {form.formState.errors.root.server.message}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('sign_in')}
      </Button>
      <Button variant="link" className="self-start" onClick={() => codeThen('/auth/confirm-code-forget-password')}>
        {t('forgot_password')}
      </Button>
      <Button variant="link" className="self-start" onClick={() => codeThen('/auth/confirm-code')}>
        {t('use_code')}
      </Button>
    </form>
  );
}
