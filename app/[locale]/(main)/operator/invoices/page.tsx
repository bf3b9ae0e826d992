import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceSearch } from '@/components/operator/invoice-search';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { operatorInvoicesQuerySchema } from '@/lib/schemas/payments';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('money_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Money: find an invoice by its number, the payer's mobile or name, state and purpose (issue 34). */
export default async function OperatorInvoicesPage({ searchParams }: { searchParams: Search }) {
  const asked = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = operatorInvoicesQuerySchema.safeParse(asked);
  // A query the form could not have sent shows the newest invoices rather than an error page.
  const query = parsed.success ? parsed.data : operatorInvoicesQuerySchema.parse({});
  const page = await onServer(operatorApi.invoices(await getServerApiClient(), query));
  return <InvoiceSearch query={query} page={page} />;
}
