import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OperatorOverviewView } from '@/components/operator/operator-overview';
import { OverviewChartsView } from '@/components/operator/overview-charts';
import { operatorApi } from '@/lib/api/operator';
import { ApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { getServerApiClient, onServer } from '@/lib/api-client.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The period asked for; one the API refuses (the end before the start) shows its message over the default period. */
async function chartsFor(period: { from?: string; to?: string }) {
  const client = await getServerApiClient();
  try {
    return { charts: await operatorApi.overviewCharts(client, period), periodError: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) return onServer(Promise.reject(error));
    const periodError = fieldErrorsOf(error.body)[0]?.message ?? error.message;
    return { charts: await onServer(operatorApi.overviewCharts(client, {})), periodError };
  }
}

export default async function OperatorPage({ searchParams }: { searchParams: Search }) {
  const asked = await searchParams;
  const [overview, charts] = await Promise.all([
    onServer(operatorApi.overview(await getServerApiClient())),
    chartsFor({ from: single(asked.from), to: single(asked.to) }),
  ]);
  return (
    <>
      <OperatorOverviewView overview={overview} />
      <OverviewChartsView charts={charts.charts} periodError={charts.periodError} />
    </>
  );
}
