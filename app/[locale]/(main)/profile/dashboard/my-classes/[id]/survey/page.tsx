import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SurveyPageView } from '@/components/reviews/survey-view';
import { reviewApi } from '@/lib/api/reviews';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { isRecordId } from '@/lib/schemas/ids';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Reviews');
  return { title: t('survey_meta_title') };
}

export default async function ClassSurveyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  return <SurveyPageView survey={await onServer(reviewApi.survey(await getServerApiClient(), Number(id)))} />;
}
