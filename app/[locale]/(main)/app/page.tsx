import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AppDownload } from '@/components/content/app-download';
import { ContentArticle } from '@/components/content/content-article';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { getServerApiClient } from '@/lib/api-client.server';
import { appSettingsQuery } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'app', '/app');
}

export default async function AppPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, settings] = await Promise.all([loadContentPage(locale, 'app'), fetchOnServer(appSettingsQuery(getServerApiClient))]);
  return (
    <ContentArticle page={page}>
      <AppDownload settings={settings} />
    </ContentArticle>
  );
}
