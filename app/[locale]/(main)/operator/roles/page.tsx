import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RoleForm } from '@/components/operator/role-form';
import { WithMessages } from '@/components/providers/with-messages';
import { canAccess, ROLES, type Role } from '@/lib/auth/access';
import { requireSessionUser } from '@/lib/auth/session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('roles_title') };
}

// An admin's section inside the operator console (lib/dashboards/areas.ts).
export default async function OperatorRolesPage() {
  const [user, t] = await Promise.all([requireSessionUser(), getTranslations('Operator')]);
  if (!canAccess('admin', user.roles)) forbidden();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('roles_title')}</h1>
      <p className="text-muted">{t('roles_intro')}</p>
      <WithMessages groups={['Operator.role_form']}>
        <RoleForm roleLabels={Object.fromEntries(ROLES.map((role) => [role, t(`role_${role}`)])) as Record<Role, string>} />
      </WithMessages>
    </section>
  );
}
