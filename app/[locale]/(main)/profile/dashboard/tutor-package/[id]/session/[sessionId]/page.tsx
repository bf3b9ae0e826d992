import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OwnedSessionView } from '@/components/video-packages/owned-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { videoPackageApi } from '@/lib/api/video-packages';
import { isRecordId } from '@/lib/schemas/ids';

type Props = { params: Promise<{ id: string; sessionId: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('VideoPackages'))('my_title') };
}

/** One session of an owned package: the player, resuming where the person stopped. */
export default async function OwnedSessionPage({ params }: Props) {
  const { id, sessionId } = await params;
  if (!isRecordId(id) || !isRecordId(sessionId)) notFound();
  const pkg = await onServer(videoPackageApi.owned(await getServerApiClient(), Number(id)));
  const session = pkg.sessions.find((s) => s.id === Number(sessionId));
  if (!session) notFound();
  return <OwnedSessionView pkg={pkg} session={session} />;
}
