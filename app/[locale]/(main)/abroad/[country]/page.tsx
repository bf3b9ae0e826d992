import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AbroadForm } from '@/components/abroad/abroad-form';
import { ContentArticle } from '@/components/content/content-article';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { abroadCountryQuery } from '@/lib/api/abroad';
import { readFlash } from '@/lib/forms/form-post.server';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';
import { alternatesFor, SITE_URL } from '@/lib/seo.server';
import { WithMessages } from '@/components/providers/with-messages';

type Props = { params: Promise<{ locale: Locale; country: string }> };

const load = (locale: Locale, slug: string) => onServer(fetchOnServer(abroadCountryQuery(getServerApiClient, locale, slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, country: slug } = await params;
  const [country, t] = await Promise.all([load(locale, slug), getTranslations({ locale, namespace: 'Content' })]);
  return {
    metadataBase: new URL(SITE_URL),
    title: t('study_in', { country: country.name }),
    description: country.summary,
    alternates: alternatesFor(locale, `/abroad/${country.slug}`),
  };
}

export default async function AbroadCountryPage({ params }: Props) {
  const { locale, country: slug } = await params;
  setRequestLocale(locale);
  const [country, t] = await Promise.all([load(locale, slug), getTranslations('Content')]);
  const flash = await readFlash(`/abroad/${country.slug}`);
  const page = { slug: `abroad-${country.slug}`, title: t('study_in', { country: country.name }), summary: country.summary, sections: country.sections };
  return (
    <ContentArticle page={page}>
      <WithMessages groups={['Forms']}>
        <AbroadForm countries={[country]} country={country.slug} page={`/abroad/${country.slug}`} flash={flash} />
      </WithMessages>
    </ContentArticle>
  );
}
