import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobList } from '@/components/operator/job-list';
import { chosenView } from '@/components/ui/view-filters';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { JOB_STATE_FILTERS, type JobStateFilter } from '@/lib/schemas/operator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('jobs_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorJobsPage({ searchParams }: { searchParams: Search }) {
  const asked = (await searchParams).state;
  const state = chosenView<JobStateFilter>(JOB_STATE_FILTERS, asked, 'failed');
  const { jobs } = await onServer(operatorApi.jobs(await getServerApiClient(), state));
  return <JobList state={state} jobs={jobs} />;
}
