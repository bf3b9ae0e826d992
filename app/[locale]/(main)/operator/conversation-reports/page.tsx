import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportList } from '@/components/conversations/report-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationReportApi } from '@/lib/api/conversations';
import { reportListQuerySchema } from '@/lib/schemas/conversations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ConversationReports'))('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

// Reported messages in conversations (issue 32), for operators and admins.
export default async function ConversationReportsPage({ searchParams }: { searchParams: Search }) {
  const asked = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = reportListQuerySchema.safeParse({ state: asked.state, page: asked.page });
  // An address the list could not have made shows the first page of open reports rather than an error.
  const { state, page } = parsed.success ? parsed.data : reportListQuerySchema.parse({});
  return <ReportList state={state} page={await onServer(conversationReportApi.list(await getServerApiClient(), state, page))} />;
}
