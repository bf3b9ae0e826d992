import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { chosenView } from '@/components/ui/view-filters';
import { FlashNotes } from '@/components/forms/flash-notes';
import { TeacherOffers } from '@/components/tutor-requests/teacher-offers';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { readFlash } from '@/lib/forms/form-post.server';
import type { Locale } from '@/lib/i18n/routing';
import { askedPage, firstValue } from '@/lib/schemas/query-values';
import { OFFER_FILTERS } from '@/lib/schemas/tutor-requests';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('TutorRequest');
  return { title: t('offers_page_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** All the tutor's offers a page at a time: those waiting for an answer (soonest due first) or all of them (newest first). */
export default async function TeacherOffersPage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Search }) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  const filter = chosenView(OFFER_FILTERS, firstValue(query.filter), 'all');
  const page = askedPage(query.page);
  const [offers, flash] = await Promise.all([onServer(tutorRequestApi.offers(await getServerApiClient(), filter, page)), readFlash('/dashboard/offers')]);
  return (
    <div className="flex flex-col gap-4">
      <FlashNotes flash={flash} testId="offers-flash" />
      <TeacherOffers page={offers} filter={filter} locale={locale} back={`/dashboard/offers?filter=${filter}&page=${page}`} />
    </div>
  );
}
