import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { FaqList, faqJsonLd } from '@/components/content/faq-list';
import { JsonLd } from '@/components/content/json-ld';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { getServerApiClient } from '@/lib/api-client.server';
import { faqQuery } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'faq', '/faq');
}

export default async function FaqPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, faq] = await Promise.all([loadContentPage(locale, 'faq'), fetchOnServer(faqQuery(getServerApiClient, locale))]);
  return (
    <ContentArticle page={page}>
      <FaqList items={faq} headingLevel="h2" />
      <JsonLd data={faqJsonLd(faq)} />
    </ContentArticle>
  );
}
