import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PackagePage } from '@/components/video-packages/public-views';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { videoPackageApi } from '@/lib/api/video-packages';
import type { Locale } from '@/lib/i18n/routing';
import { isRecordId } from '@/lib/schemas/ids';
import { alternatesFor, localizedPath, SITE_URL } from '@/lib/seo.server';

type Props = { params: Promise<{ locale: Locale; id: string }> };

const load = async (id: string) => {
  if (!isRecordId(id)) notFound();
  return onServer(videoPackageApi.detail(await getServerApiClient(), Number(id)));
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const pkg = await load(id);
  return {
    metadataBase: new URL(SITE_URL),
    title: `${pkg.title} · ${pkg.tutor.full_name}`,
    description: pkg.description.slice(0, 160),
    alternates: alternatesFor(locale, pkg.path),
    openGraph: { title: pkg.title, type: 'website' },
  };
}

/** A package's public page: server-rendered for anyone, kept by the page cache like a profile. */
export default async function PublicPackagePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const pkg = await load(id);
  const url = new URL(localizedPath(locale, pkg.path), SITE_URL).toString();
  const tutorUrl = new URL(localizedPath(locale, `/tutor/${pkg.tutor.username}`), SITE_URL).toString();
  return <PackagePage pkg={pkg} locale={locale} url={url} tutorUrl={tutorUrl} />;
}
