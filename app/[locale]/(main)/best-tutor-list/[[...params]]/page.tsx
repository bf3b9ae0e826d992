import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { TutorListView } from '@/components/tutors/tutor-list-view';
import type { Locale } from '@/lib/i18n/routing';
import { fetchList, resolveListUrl, type SearchParams } from '@/lib/tutors/list-page.server';
import { listMetadata } from '@/lib/tutors/list-seo.server';

type Props = { params: Promise<{ locale: Locale; params?: string[] }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, params: slugs } = await params;
  return listMetadata(await resolveListUrl('best-tutor-list', locale, slugs, await searchParams), locale);
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, params: slugs } = await params;
  setRequestLocale(locale);
  const ctx = await resolveListUrl('best-tutor-list', locale, slugs, await searchParams);
  return (
    <WithMessages groups={['TutorCard', 'TutorFilters']} forms={false}>
      <TutorListView ctx={ctx} data={await fetchList(ctx, locale)} locale={locale} />
    </WithMessages>
  );
}
