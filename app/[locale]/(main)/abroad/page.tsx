import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AbroadForm } from '@/components/abroad/abroad-form';
import { CountryCards } from '@/components/abroad/country-cards';
import { ContentArticle } from '@/components/content/content-article';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { getServerApiClient } from '@/lib/api-client.server';
import { abroadCountriesQuery } from '@/lib/api/abroad';
import { readFlash } from '@/lib/forms/form-post.server';
import type { Locale } from '@/lib/i18n/routing';
import { WithMessages } from '@/components/providers/with-messages';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'abroad', '/abroad');
}

export default async function AbroadPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, countries, flash] = await Promise.all([
    loadContentPage(locale, 'abroad'),
    fetchOnServer(abroadCountriesQuery(getServerApiClient, locale)),
    readFlash('/abroad'),
  ]);
  return (
    <ContentArticle page={page}>
      <CountryCards countries={countries} />
      <WithMessages groups={['Forms']}>
        <AbroadForm countries={countries} page="/abroad" flash={flash} />
      </WithMessages>
    </ContentArticle>
  );
}
