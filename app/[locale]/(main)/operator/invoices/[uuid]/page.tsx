import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InvoiceDetail } from '@/components/operator/invoice-detail';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { isPublicUuid } from '@/lib/schemas/ids';

type Props = { params: Promise<{ uuid: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('money_title') };
}

/** One invoice in the console: its gateway history, events, ledger entries and the refund form (issue 34). */
export default async function OperatorInvoicePage({ params }: Props) {
  const { uuid } = await params;
  if (!isPublicUuid(uuid)) notFound();
  return <InvoiceDetail invoice={await onServer(operatorApi.invoice(await getServerApiClient(), uuid))} />;
}
