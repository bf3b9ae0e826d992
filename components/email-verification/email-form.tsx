'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { registerField } from '@/components/forms/form-field';
import { emailVerificationApi } from '@/lib/api/email-verification';
import { loadApiClient } from '@/lib/api-client';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { sendEmailCodeBody } from '@/lib/schemas/email-verification';
import { Button } from '@/components/ui/button';

const CODE_PAGE = '/profile/dashboard/email-verification/code';

/** Asks for a code to an address (a first one, or one replacing the confirmed address), then opens the code page. */
export function EmailForm({ hasEmail }: { hasEmail: boolean }) {
  const t = useTranslations('EmailVerification');
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: sendEmailCodeBody,
    defaultValues: { email: '' },
    submit: async (values) => {
      await emailVerificationApi.sendCode(loadApiClient, values.email, { suppressToast: true });
      router.push(CODE_PAGE);
    },
  });
  const submitting = form.formState.isSubmitting;
  const refused = form.formState.errors.root?.server?.message;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4 rounded-2xl border border-gray-200 p-5" data-testid="email-form">
      <TextField {...registerField(form, 'email')} type="email" dir="ltr" label={t('email_label')} autoComplete="email" inputMode="email" />
      {refused && (
        <p role="alert" className="text-sm text-red-700">
          {refused}
        </p>
      )}
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? t('sending') : t(hasEmail ? 'send_change' : 'send_new')}
      </Button>
    </form>
  );
}
