import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OperatorReviews } from '@/components/reviews/operator-reviews';
import { reviewApi } from '@/lib/api/reviews';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { operatorReviewsQuerySchema } from '@/lib/schemas/reviews';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Reviews');
  return { title: t('operator_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorReviewsPage({ searchParams }: { searchParams: Search }) {
  const asked = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = operatorReviewsQuerySchema.safeParse(asked);
  // An address the console could not have made shows the first page of shown reviews rather than an error.
  const { filter, page } = parsed.success ? parsed.data : operatorReviewsQuerySchema.parse({});
  return <OperatorReviews filter={filter} page={await onServer(reviewApi.operatorReviews(await getServerApiClient(), filter, page))} />;
}
