import { getTranslations } from 'next-intl/server';
import { OwnedPackageList } from '@/components/video-packages/owned-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { videoPackageApi } from '@/lib/api/video-packages';

export async function generateMetadata() {
  return { title: (await getTranslations('VideoPackages'))('my_title') };
}

export default async function OwnedPackagesPage() {
  const { packages } = await onServer(videoPackageApi.mine(await getServerApiClient()));
  return <OwnedPackageList packages={packages} />;
}
