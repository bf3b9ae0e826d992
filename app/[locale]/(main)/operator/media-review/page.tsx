import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaReviewQueue } from '@/components/operator/media-review';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('media_title') };
}

export default async function OperatorMediaReviewPage() {
  const { tutors } = await onServer(operatorApi.mediaReview(await getServerApiClient()));
  return <MediaReviewQueue tutors={tutors} />;
}
