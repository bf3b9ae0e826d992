import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrackSubmit } from '@/components/tutor-requests/track-submit';
import type { TutorEvent } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

const EVENT: Record<string, TutorEvent> = {
  profile: 'teacherProfileTeacherRequestSubmit',
  list: 'teacherListTeacherRequestSubmit',
  suggestion: 'teacherListSuggestTeacherSubmit',
};

/** After submit: what happens next, and the spec's analytics event for the button that started it. */
export default async function RequestSuccessfulPage({ params }: { params: Promise<{ id: string }> }) {
  const request = await ownedRequestPage((await params).id);
  const t = await getTranslations('TutorRequest');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('successful_title')}</h1>
      <p>{t('successful_body')}</p>
      <Link href={`/tutor-request/tracking/${request.id}`} className="self-start rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800">
        {t('track')}
      </Link>
      {request.state !== 'draft' && <TrackSubmit event={EVENT[request.origin] ?? 'teacherListSuggestTeacherSubmit'} requestId={request.id} />}
    </div>
  );
}
