'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { authApi } from '@/lib/api/auth';
import { loadApiClient } from '@/lib/api-client';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useAuthStoreApi } from '@/stores/stores-provider';
import { Button } from '@/components/ui/button';

// Loaded on first validation: zod stays off the sign-in pages' first load (lib/forms/use-api-form.ts).
const schema = () => import('@/lib/schemas/auth').then((m) => m.registerFullNameBody.pick({ fullname: true }));

/** New accounts give their name once, right after their first code. */
export function FullNameForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Auth');
  const authStore = useAuthStoreApi();
  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues: { fullname: '' },
    submit: async ({ fullname }) => {
      await authApi.registerFullName(await loadApiClient(), fullname);
      const { user, token } = authStore.getState();
      if (user && token) authStore.getState().setSession(token, { ...user, full_name: fullname });
      onDone();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('full_name_title')}</h1>
      <p className="text-muted">{t('full_name_intro')}</p>
      <TextField label={t('full_name')} autoComplete="name" error={form.formState.errors.fullname?.message} {...form.register('fullname')} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('save_and_continue')}
      </Button>
    </form>
  );
}
