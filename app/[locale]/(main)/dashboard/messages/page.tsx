import { getTranslations } from 'next-intl/server';
import { ConversationList } from '@/components/conversations/conversation-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationApi } from '@/lib/api/conversations';

export async function generateMetadata() {
  return { title: (await getTranslations('Conversations'))('title') };
}

// The tutor's conversations with students and parents (issue 32).
export default async function TeacherMessagesPage() {
  const conversations = await onServer(conversationApi.list(await getServerApiClient(), 'tutor'));
  return <ConversationList conversations={conversations} side="tutor" basePath="/dashboard/messages" />;
}
