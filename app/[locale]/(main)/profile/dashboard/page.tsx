import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSummary } from '@/components/account/account-summary';
import { DashboardHomeView } from '@/components/dashboard-home/dashboard-home';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { dashboardHomeApi } from '@/lib/api/dashboard-home';
import { requireSessionUser } from '@/lib/auth/session.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('dashboard_title') };
}

export default async function DashboardPage() {
  const [user, home] = await Promise.all([requireSessionUser(), getServerApiClient().then((client) => onServer(dashboardHomeApi.home(client)))]);
  return (
    <div className="flex flex-col gap-8">
      <AccountSummary user={user} />
      <DashboardHomeView home={home} />
    </div>
  );
}
