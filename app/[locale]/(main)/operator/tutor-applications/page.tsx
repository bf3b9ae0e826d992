import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationQueue } from '@/components/operator/application-review';
import { chosenView } from '@/components/ui/view-filters';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { REVIEW_FILTERS, type ReviewFilter } from '@/lib/schemas/tutor-applications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('applications_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorApplicationsPage({ searchParams }: { searchParams: Search }) {
  const asked = (await searchParams).state;
  const state = chosenView<ReviewFilter>(REVIEW_FILTERS, asked, 'submitted');
  const { applications } = await onServer(operatorApi.applications(await getServerApiClient(), state));
  return <ApplicationQueue state={state} applications={applications} />;
}
