import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { JsonLd } from '@/components/content/json-ld';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { organizationJsonLd } from '@/components/content/organization';
import { getServerApiClient } from '@/lib/api-client.server';
import { appSettingsQuery } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'about-us', '/about-us');
}

export default async function AboutUsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, settings, t] = await Promise.all([
    loadContentPage(locale, 'about-us'),
    fetchOnServer(appSettingsQuery(getServerApiClient)),
    getTranslations('Meta'),
  ]);
  return (
    <ContentArticle page={page}>
      <JsonLd data={organizationJsonLd(t('site_name'), settings)} />
    </ContentArticle>
  );
}
