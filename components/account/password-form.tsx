'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { TextField } from '@/components/ui/text-field';
import { registerField } from '@/components/forms/form-field';
import { changeAccountPassword } from '@/lib/api/account-password';
import { loadApiClient } from '@/lib/api-client';
import { useApiForm } from '@/lib/forms/use-api-form';
import { setPasswordBody } from '@/lib/schemas/auth';
import { z } from '@/lib/schemas/zod';
import { Button } from '@/components/ui/button';

// The API's own rules; a plain object (not strict) so the hidden field of a first password is dropped.
const { password, password_confirmation, current_password } = setPasswordBody.shape;
const firstPassword = z.object({ password, password_confirmation });
const newPassword = z.object({ current_password: current_password.unwrap(), password, password_confirmation });

/**
 * Set a first password, or change the one in use, from the account (no "forgot password" detour).
 * The field errors show under their fields only (suppressToast): a message is said once.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('Settings');
  // One form shape; a first password has no current one to check (its field is not shown).
  const schema = useMemo(() => (hasPassword ? newPassword : (firstPassword as unknown as typeof newPassword)), [hasPassword]);
  const { form, onSubmit, result } = useApiForm({
    schema,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    submit: async (values) => {
      const { current_password, ...body } = values;
      const saved = await changeAccountPassword(loadApiClient, hasPassword ? { ...body, current_password } : body, { suppressToast: true });
      form.reset({ current_password: '', password: '', password_confirmation: '' });
      return saved;
    },
  });
  const submitting = form.formState.isSubmitting;
  const refused = form.formState.errors.root?.server?.message;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-xl flex-col gap-4 rounded-2xl border border-gray-200 p-5"
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading" className="text-lg font-bold">
        {t(hasPassword ? 'password_change_title' : 'password_set_title')}
      </h2>
      <p className="text-muted">{t('password_rules')}</p>
      {hasPassword && <TextField {...registerField(form, 'current_password')} type="password" label={t('password_current')} autoComplete="current-password" />}
      <TextField {...registerField(form, 'password')} type="password" label={t('password_new')} autoComplete="new-password" />
      <TextField {...registerField(form, 'password_confirmation')} type="password" label={t('password_confirmation')} autoComplete="new-password" />
      {refused && (
        <p role="alert" className="text-sm text-red-700">
          {refused}
        </p>
      )}
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? t('saving') : t('password_save')}
      </Button>
      <p role="status" className="min-h-6 font-bold text-green-900" data-testid="password-saved">
        {result ? t('password_saved') : null}
      </p>
    </form>
  );
}
