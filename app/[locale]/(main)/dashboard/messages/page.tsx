import { getTranslations } from 'next-intl/server';
import { ConversationList } from '@/components/conversations/conversation-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationApi } from '@/lib/api/conversations';
import { askedPage } from '@/lib/schemas/query-values';

export async function generateMetadata() {
  return { title: (await getTranslations('Conversations'))('title') };
}

// The tutor's conversations with students and parents (issue 32).
type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function TeacherMessagesPage({ searchParams }: { searchParams: Search }) {
  const page = await onServer(conversationApi.list(await getServerApiClient(), 'tutor', askedPage((await searchParams).page)));
  return <ConversationList page={page} side="tutor" basePath="/dashboard/messages" />;
}
