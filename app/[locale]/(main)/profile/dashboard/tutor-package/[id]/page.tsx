import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OwnedPackageView } from '@/components/video-packages/owned-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { videoPackageApi } from '@/lib/api/video-packages';
import { isRecordId } from '@/lib/schemas/ids';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ purchased?: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('VideoPackages'))('my_title') };
}

/** An owned package with its sessions and progress; someone else's is not found. */
export default async function OwnedPackagePage({ params, searchParams }: Props) {
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const pkg = await onServer(videoPackageApi.owned(await getServerApiClient(), Number(id)));
  return <OwnedPackageView pkg={pkg} purchased={(await searchParams).purchased === '1'} />;
}
