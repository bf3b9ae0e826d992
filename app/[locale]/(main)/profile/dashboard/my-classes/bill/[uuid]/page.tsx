import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BillView } from '@/components/payments/bill-view';
import { paymentsApi } from '@/lib/api/payments';
import { getServerApiClient, onServer } from '@/lib/api-client.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Bill');
  return { title: t('title') };
}

/** The bill: an invoice and how to pay it (someone else's, or an unknown one, is the 404 page). */
export default async function BillPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const invoice = await onServer(paymentsApi.invoice(await getServerApiClient(), uuid));
  return <BillView invoice={invoice} />;
}
