import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareView } from '@/components/tutors/compare-view';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { tutorListQuery } from '@/lib/api/tutors';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';
import { MAX_COMPARE } from '@/lib/schemas/tutors';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ ids?: string | string[] }> };

/** "12,40,7" → [12, 40, 7]; anything else, or fewer than 2 or more than 4 ids, is no comparison. */
function parseIds(raw: string | string[] | undefined): number[] | null {
  if (typeof raw !== 'string' || !/^\d{1,9}(,\d{1,9}){1,3}$/.test(raw)) return null;
  const ids = [...new Set(raw.split(',').map(Number))];
  return ids.length >= 2 && ids.length <= MAX_COMPARE ? ids : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TutorCompare' });
  // Comparisons are shareable but each is a one-off combination: not for the search index.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: true } };
}

export default async function ComparePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'TutorCompare' });
  const ids = parseIds((await searchParams).ids);
  const tutors = ids ? (await onServer(fetchOnServer(tutorListQuery(getServerApiClient, locale, { ids: ids.join(','), per_page: MAX_COMPARE })))).tutors : [];
  const ordered = ids ? ids.map((id) => tutors.find((x) => x.id === id)).filter((x) => x !== undefined) : [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-extrabold text-brand-800">{t('title')}</h1>
      {ordered.length >= 2 ? <CompareView tutors={ordered} locale={locale} /> : <p className="rounded-xl bg-gray-50 p-6">{t('pick')}</p>}
    </div>
  );
}
