import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSummary } from '@/components/account/account-summary';
import { requireSessionUser } from '@/lib/auth/session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('dashboard_title') };
}

export default async function DashboardPage() {
  return <AccountSummary user={await requireSessionUser()} />;
}
