import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PackageCatalogue } from '@/components/video-packages/public-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { videoPackageApi } from '@/lib/api/video-packages';
import type { Locale } from '@/lib/i18n/routing';
import { alternatesFor, SITE_URL } from '@/lib/seo.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'VideoPackages' });
  return { metadataBase: new URL(SITE_URL), title: t('search_title'), description: t('search_lead'), alternates: alternatesFor(locale, '/tutor-package') };
}

export default async function PackageCataloguePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { courses } = await onServer(videoPackageApi.search(await getServerApiClient()));
  return <PackageCatalogue courses={courses} />;
}
