import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sentSummary } from '@/components/tutor-requests/sent-summary';
import { TrackSubmit } from '@/components/tutor-requests/track-submit';
import type { TutorEvent } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';
import { viewerZone } from '@/lib/tutor-requests/viewer-zone.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

const EVENT: Record<string, TutorEvent> = {
  profile: 'teacherProfileTeacherRequestSubmit',
  list: 'teacherListTeacherRequestSubmit',
  suggestion: 'teacherListSuggestTeacherSubmit',
};

/** After submit: who was asked (or that nobody fits yet) and what happens next, and the spec's analytics event for the button that started it. */
export default async function RequestSuccessfulPage({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  const [request, zone, t] = await Promise.all([ownedRequestPage(id), viewerZone(locale), getTranslations('TutorRequest')]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('successful_title')}</h1>
      <p data-testid="request-sent-summary">{sentSummary(t, request, locale, zone)}</p>
      <Link href={`/tutor-request/tracking/${request.id}`} className="self-start rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800">
        {t('track')}
      </Link>
      {request.state !== 'draft' && <TrackSubmit event={EVENT[request.origin] ?? 'teacherListSuggestTeacherSubmit'} requestId={request.id} />}
    </div>
  );
}
