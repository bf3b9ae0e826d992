import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EarningsStatementView } from '@/components/earnings/earnings-statement';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { earningsApi } from '@/lib/api/earnings';
import { statementQuerySchema } from '@/lib/schemas/earnings';

export async function generateMetadata() {
  return { title: (await getTranslations('Earnings'))('statement_title') };
}

/** `/dashboard/earnings/statement?month=YYYY-MM`: a month's statement to print (issue 31). */
export default async function EarningsStatementPage({ searchParams }: { searchParams: Promise<{ month?: string }> }) {
  const query = statementQuerySchema.safeParse({ month: (await searchParams).month });
  if (!query.success) notFound();
  return <EarningsStatementView statement={await onServer(earningsApi.statement(await getServerApiClient(), query.data.month))} />;
}
