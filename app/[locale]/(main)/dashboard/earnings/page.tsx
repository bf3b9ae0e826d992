import { getTranslations } from 'next-intl/server';
import { EarningsPage } from '@/components/earnings/earnings-page';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { earningsApi } from '@/lib/api/earnings';

export async function generateMetadata() {
  return { title: (await getTranslations('Earnings'))('title') };
}

/** `/dashboard/earnings`: what the tutor's lessons paid them, less the commission (issue 31). */
export default async function TutorEarningsPage() {
  return <EarningsPage earnings={await onServer(earningsApi.mine(await getServerApiClient()))} />;
}
