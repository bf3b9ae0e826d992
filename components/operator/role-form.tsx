'use client';

import { useLocale, useTranslations } from 'next-intl';
import { registerField, SelectField } from '@/components/forms/form-field';
import { TextField } from '@/components/ui/text-field';
import { ROLES, type Role } from '@/lib/auth/access';
import { useApiForm } from '@/lib/forms/use-api-form';
import { loadApiClient } from '@/lib/api-client';
import { operatorApi } from '@/lib/api/operator';
import { intlLocale } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { roleChangeForm } from '@/lib/schemas/operator';
import { listFormat } from '@/lib/intl-cache';
import { Button } from '@/components/ui/button';

/**
 * An admin gives or takes a role; the answer shows the account's roles afterwards. The roles' names
 * come from the page (the console's words for them stay on the server).
 */
export function RoleForm({ roleLabels }: { roleLabels: Record<Role, string> }) {
  const t = useTranslations('Operator.role_form');
  const list = listFormat(intlLocale(useLocale() as Locale), { type: 'conjunction' });
  const { form, onSubmit, result } = useApiForm({
    schema: roleChangeForm,
    defaultValues: { mobile: '', role: 'teacher', action: 'grant' },
    submit: ({ action, ...values }) => operatorApi.changeRole(loadApiClient, { ...values, granted: action === 'grant' }),
  });
  const submitting = form.formState.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4 rounded-2xl border border-gray-200 p-5">
      <TextField {...registerField(form, 'mobile')} type="tel" dir="ltr" label={t('mobile')} autoComplete="off" />
      <SelectField form={form} name="role" label={t('role')} options={ROLES.map((role) => ({ value: role, label: roleLabels[role] }))} />
      <SelectField
        form={form}
        name="action"
        label={t('action')}
        options={[
          { value: 'grant', label: t('grant') },
          { value: 'revoke', label: t('revoke') },
        ]}
      />
      <Button type="submit" disabled={submitting} className="self-start">
        {t('apply')}
      </Button>
      <p role="status" className="min-h-6 font-bold" data-testid="roles-result">
        {result ? t('roles_now', { roles: result.roles.length ? list.format(result.roles.map((role) => roleLabels[role])) : t('roles_none') }) : null}
      </p>
    </form>
  );
}
