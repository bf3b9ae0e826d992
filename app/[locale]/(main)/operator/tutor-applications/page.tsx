import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationQueue } from '@/components/operator/application-review';
import { chosenView } from '@/components/ui/view-filters';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { REVIEW_FILTERS, type ReviewFilter, reviewListQuerySchema } from '@/lib/schemas/tutor-applications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('applications_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function OperatorApplicationsPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const state = chosenView<ReviewFilter>(REVIEW_FILTERS, first(query.state), 'submitted');
  // A page number the links could not have made shows the first page rather than an error.
  const parsed = reviewListQuerySchema.safeParse({ state, page: first(query.page) });
  const page = await onServer(operatorApi.applications(await getServerApiClient(), state, parsed.success ? parsed.data.page : 1));
  return <ApplicationQueue state={state} page={page} />;
}
