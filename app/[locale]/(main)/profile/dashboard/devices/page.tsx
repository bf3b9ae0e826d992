import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeviceList } from '@/components/account/device-list';
import { sessionsApi } from '@/lib/api/sessions';
import { getServerApiClient, onServer } from '@/lib/api-client.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Devices');
  return { title: t('title') };
}

export default async function DevicesPage() {
  const devices = await onServer(sessionsApi.list(await getServerApiClient()));
  return <DeviceList devices={devices} />;
}
