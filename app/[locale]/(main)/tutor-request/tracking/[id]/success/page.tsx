import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** After prepayment (the payments issue sends people here): paid, or back to tracking. */
export default async function PrepaidPage({ params }: { params: Promise<{ id: string }> }) {
  const request = await ownedRequestPage((await params).id);
  const t = await getTranslations('TutorRequest');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{request.state === 'prepaid' ? t('success_title') : t(`states.${request.state}`)}</h1>
      <p>{request.state === 'prepaid' ? t('success_body') : t(`next_step.${request.state === 'offers_out' ? 'offers_out_none' : request.state}`)}</p>
      <Link href={`/tutor-request/tracking/${request.id}`} className="self-start text-brand-700 underline underline-offset-4">
        {t('track')}
      </Link>
    </div>
  );
}
