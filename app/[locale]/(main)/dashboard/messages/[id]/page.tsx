import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ConversationThreadView } from '@/components/conversations/conversation-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationApi } from '@/lib/api/conversations';
import { isRecordId } from '@/lib/schemas/ids';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('Conversations'))('title') };
}

export default async function TeacherThreadPage({ params }: Props) {
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const thread = await onServer(conversationApi.thread(await getServerApiClient(), Number(id)));
  return <ConversationThreadView thread={thread} basePath="/dashboard/messages" />;
}
