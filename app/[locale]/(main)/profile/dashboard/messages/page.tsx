import { getTranslations } from 'next-intl/server';
import { ConversationList } from '@/components/conversations/conversation-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationApi } from '@/lib/api/conversations';
import { askedPage } from '@/lib/schemas/query-values';

export async function generateMetadata() {
  return { title: (await getTranslations('Conversations'))('title') };
}

// The student's conversations with tutors (issue 32).
type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function StudentMessagesPage({ searchParams }: { searchParams: Search }) {
  const page = await onServer(conversationApi.list(await getServerApiClient(), 'student', askedPage((await searchParams).page)));
  return <ConversationList page={page} side="student" basePath="/profile/dashboard/messages" />;
}
