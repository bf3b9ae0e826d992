import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NewConversation } from '@/components/conversations/conversation-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { conversationApi } from '@/lib/api/conversations';
import { tutorProfileQuery } from '@/lib/api/tutors';
import { redirect } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { tutorUsername } from '@/lib/schemas/conversations';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale; username: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('Conversations'))('message_tutor') };
}

/** "Message the tutor": the pair's thread if there is one, else the first message's page. */
export default async function NewMessagePage({ params }: Props) {
  const { locale, username } = await params;
  if (!tutorUsername.safeParse(username).success) notFound();
  const client = await getServerApiClient();
  const existing = await conversationApi.withTutor(client, username).catch(() => null);
  if (existing) redirect({ href: `/profile/dashboard/messages/${existing.id}`, locale });
  const tutor = await onServer(fetchOnServer(tutorProfileQuery(getServerApiClient, locale, username)));
  return (
    <NewConversation
      tutor={{ username: tutor.username, name: tutor.full_name, acceptsMessages: tutor.accepts_messages }}
      basePath="/profile/dashboard/messages"
    />
  );
}
