import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportList } from '@/components/conversations/report-views';
import { chosenView } from '@/components/operator/view-filters';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationReportApi } from '@/lib/api/conversations';
import { REPORT_STATES } from '@/lib/schemas/conversations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ConversationReports'))('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

// Reported messages in conversations (issue 32), for operators and admins.
export default async function ConversationReportsPage({ searchParams }: { searchParams: Search }) {
  const state = chosenView(REPORT_STATES, (await searchParams).state, 'open');
  const { reports } = await onServer(conversationReportApi.list(await getServerApiClient(), state));
  return <ReportList state={state} reports={reports} />;
}
