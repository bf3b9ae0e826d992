import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaReviewQueue } from '@/components/operator/media-review';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { askedPage } from '@/lib/schemas/query-values';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('media_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorMediaReviewPage({ searchParams }: { searchParams: Search }) {
  const page = askedPage((await searchParams).page);
  return <MediaReviewQueue page={await onServer(operatorApi.mediaReview(await getServerApiClient(), page))} />;
}
