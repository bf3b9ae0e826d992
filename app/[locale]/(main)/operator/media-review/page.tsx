import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaReviewQueue } from '@/components/operator/media-review';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { mediaReviewQuerySchema } from '@/lib/schemas/media-review';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('media_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function OperatorMediaReviewPage({ searchParams }: { searchParams: Search }) {
  const asked = (await searchParams).page;
  // A page number the links could not have made shows the first page rather than an error.
  const parsed = mediaReviewQuerySchema.safeParse({ page: Array.isArray(asked) ? asked[0] : asked });
  return <MediaReviewQueue page={await onServer(operatorApi.mediaReview(await getServerApiClient(), parsed.success ? parsed.data.page : 1))} />;
}
