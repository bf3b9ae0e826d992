import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { PriceView } from '@/components/tutors/price-view';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { priceNumbersQuery, pricePageQuery } from '@/lib/api/tutors';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';
import { resolveListUrl, type SearchParams } from '@/lib/tutors/list-page.server';
import { listMetadata } from '@/lib/tutors/list-seo.server';

type Props = { params: Promise<{ locale: Locale; params?: string[] }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, params: slugs } = await params;
  return listMetadata(await resolveListUrl('tutor-price', locale, slugs, await searchParams), locale);
}

export default async function TutorPricePage({ params, searchParams }: Props) {
  const { locale, params: slugs } = await params;
  setRequestLocale(locale);
  const ctx = await resolveListUrl('tutor-price', locale, slugs, await searchParams);
  const filters = Object.fromEntries(Object.entries(ctx.apiFilters).filter(([, v]) => v !== undefined));
  const [numbers, page] = await Promise.all([
    onServer(fetchOnServer(priceNumbersQuery(getServerApiClient, locale, filters))),
    onServer(fetchOnServer(pricePageQuery(getServerApiClient, locale, filters))),
  ]);
  return (
    <WithMessages groups={['TutorCard', 'TutorFilters']} forms={false}>
      <PriceView ctx={ctx} numbers={numbers} page={page} locale={locale} />
    </WithMessages>
  );
}
