import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OperatorOverviewView } from '@/components/operator/operator-overview';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('title') };
}

export default async function OperatorPage() {
  return <OperatorOverviewView overview={await onServer(operatorApi.overview(await getServerApiClient()))} />;
}
