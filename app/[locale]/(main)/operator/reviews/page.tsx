import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { chosenView } from '@/components/operator/view-filters';
import { OperatorReviews } from '@/components/reviews/operator-reviews';
import { reviewApi } from '@/lib/api/reviews';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { OPERATOR_REVIEW_FILTERS } from '@/lib/schemas/reviews';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Reviews');
  return { title: t('operator_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorReviewsPage({ searchParams }: { searchParams: Search }) {
  const filter = chosenView(OPERATOR_REVIEW_FILTERS, (await searchParams).filter, 'visible');
  const { reviews } = await onServer(reviewApi.operatorReviews(await getServerApiClient(), filter));
  return <OperatorReviews filter={filter} reviews={reviews} />;
}
