'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { authApi } from '@/lib/api/auth';
import { loadApiClient } from '@/lib/api-client';
import { allowCodeStore } from '@/lib/auth/flow';
import { useApiForm } from '@/lib/forms/use-api-form';
import { showToast } from '@/lib/toast';
import { useCompleteSignIn } from './use-complete-sign-in';
import { Button } from '@/components/ui/button';

// The match of the two fields is the server's rule (spec §5); its 422 is shown as a toast.
// Loaded on first validation: zod stays off the sign-in pages' first load (lib/forms/use-api-form.ts).
const schema = () => import('@/lib/schemas/auth').then((m) => m.setPasswordBody.pick({ password: true, password_confirmation: true }));

/** Set a first password, or change it after confirming a code (with the saved allow code). */
export function SetPasswordForm({ mode, redirectUrl }: { mode: 'set' | 'change'; redirectUrl: string | null }) {
  const t = useTranslations('Auth');
  const { leave } = useCompleteSignIn(redirectUrl);
  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues: { password: '', password_confirmation: '' },
    submit: async ({ password, password_confirmation }) => {
      // Refusals show under their fields or above the button, once: no toast beside them.
      await authApi.setPassword(await loadApiClient(), password, password_confirmation, allowCodeStore.read(), { suppressToast: true });
      allowCodeStore.clear();
      await showToast('success', t('password_saved'));
      leave();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t(mode === 'set' ? 'set_password_title' : 'change_password_title')}</h1>
      <p className="text-muted">{t('password_rules')}</p>
      <TextField
        label={t('new_password')}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('password_confirmation')}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      {form.formState.errors.root?.server && (
        <p role="alert" className="text-sm font-bold text-red-700" data-testid="password-refusal">
          {form.formState.errors.root.server.message}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('save_password')}
      </Button>
    </form>
  );
}
