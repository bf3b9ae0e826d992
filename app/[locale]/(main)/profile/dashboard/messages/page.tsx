import { getTranslations } from 'next-intl/server';
import { ConversationList } from '@/components/conversations/conversation-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationApi } from '@/lib/api/conversations';

export async function generateMetadata() {
  return { title: (await getTranslations('Conversations'))('title') };
}

// The student's conversations with tutors (issue 32).
export default async function StudentMessagesPage() {
  const conversations = await onServer(conversationApi.list(await getServerApiClient(), 'student'));
  return <ConversationList conversations={conversations} side="student" basePath="/profile/dashboard/messages" />;
}
