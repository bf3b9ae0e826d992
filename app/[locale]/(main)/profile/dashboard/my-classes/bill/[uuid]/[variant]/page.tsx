import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BillView } from '@/components/payments/bill-view';
import { paymentsApi } from '@/lib/api/payments';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { BILL_VARIANTS, type BillVariant } from '@/lib/payments/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Bill');
  return { title: t('title') };
}

/** The bill's variants (spec §2): with-wallet, error-1, error-2, payed. */
export default async function BillVariantPage({ params }: { params: Promise<{ uuid: string; variant: string }> }) {
  const { uuid, variant } = await params;
  if (!(BILL_VARIANTS as readonly string[]).includes(variant)) notFound();
  const invoice = await onServer(paymentsApi.invoice(await getServerApiClient(), uuid));
  return <BillView invoice={invoice} variant={variant as BillVariant} />;
}
