import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReportView } from '@/components/conversations/report-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationReportApi } from '@/lib/api/conversations';
import { isRecordId } from '@/lib/schemas/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ConversationReports'))('title') };
}

export default async function ConversationReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const report = await onServer(conversationReportApi.view(await getServerApiClient(), Number(id)));
  return <ReportView report={report} />;
}
