import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Receipt } from '@/components/payments/receipt';
import { PrintButton } from '@/components/ui/print-button';
import { paymentsApi } from '@/lib/api/payments';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { Link } from '@/lib/i18n/navigation';
import { TUTOR_REQUEST_PREPAYMENT } from '@/lib/schemas/tutor-requests';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** After prepayment (the payments issue sends people here): paid, with the tutor, the amount and a printable receipt; or back to tracking. */
export default async function PrepaidPage({ params }: { params: Promise<{ id: string }> }) {
  const request = await ownedRequestPage((await params).id);
  const [t, rt] = await Promise.all([getTranslations('TutorRequest'), getTranslations('Receipt')]);
  if (request.state !== 'prepaid') {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
        <h1 className="text-2xl font-bold">{t(`states.${request.state}`)}</h1>
        <p>{t(`next_step.${request.state === 'offers_out' ? 'offers_out_none' : request.state}`)}</p>
        <Link href={`/tutor-request/tracking/${request.id}`} className="self-start text-brand-700 underline underline-offset-4">
          {t('track')}
        </Link>
      </div>
    );
  }
  const invoice = await onServer(paymentsApi.invoiceFor(await getServerApiClient(), TUTOR_REQUEST_PREPAYMENT, request.id));
  const tutor = request.tutor?.full_name ?? '';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('success_title')}</h1>
      <p data-testid="prepaid-summary">{t('success_body', { tutor })}</p>
      <Receipt
        invoice={invoice}
        facts={[[rt('tutor'), <bdi key="tutor">{tutor}</bdi>], ...(request.course ? [[rt('course'), request.course.name] as [string, string]] : [])]}
      />
      <PrintButton label={rt('print')} />
      <div className="flex flex-wrap gap-3 print:hidden">
        <Link href="/profile/dashboard/my-classes" className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white">
          {t('my_classes')}
        </Link>
        <Link href={`/tutor-request/tracking/${request.id}`} className="self-center text-brand-700 underline underline-offset-4">
          {t('track')}
        </Link>
      </div>
    </div>
  );
}
