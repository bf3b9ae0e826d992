import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BillView } from '@/components/payments/bill-view';
import { ApiError } from '@/lib/api/api-error';
import { paymentsApi } from '@/lib/api/payments';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient } from '@/lib/api-client.server';
import { formatNumber, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { InvoiceView } from '@/lib/schemas/payments';
import { type PrepaymentDue, TUTOR_REQUEST_PREPAYMENT } from '@/lib/schemas/tutor-requests';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';
import { billedPrepayment } from '@/lib/tutor-requests/prepayment-figures';

export const metadata: Metadata = { robots: { index: false, follow: false } };

async function orNullOn409<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
}

/**
 * What the first sessions cost (server/tutor-requests/prepayment.ts: the first week's sessions at
 * the chosen tutor's price) and its invoice (issue 18): a discount code, card, wallet or both. Once
 * paid, the invoice leads to /success; a paid request shows its paid invoice, never a second one.
 */
export default async function PrepaymentPage({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  const request = await ownedRequestPage(id);
  const t = await getTranslations('TutorRequest');
  const client = await getServerApiClient();
  const due: PrepaymentDue | null = await orNullOn409(tutorRequestApi.prepayment(client, request.id));
  const invoice: InvoiceView | null =
    due || request.state === 'prepaid' ? await orNullOn409(paymentsApi.invoiceFor(client, TUTOR_REQUEST_PREPAYMENT, request.id)) : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('prepayment_title')}</h1>
      {due ? (
        <>
          <p>{t('prepayment_intro', { name: due.tutorName })}</p>
          {/* The figures are the bill's own (what is charged), not the tutor's live price read again. */}
          <dl className="grid grid-cols-2 gap-2 rounded-xl border border-gray-200 p-4" data-testid="prepayment-due">
            <dt>{t('prepayment_sessions')}</dt>
            <dd>{formatNumber(billedPrepayment(invoice, due).sessions, locale)}</dd>
            <dt>{t('prepayment_unit')}</dt>
            <dd>{formatPrice(billedPrepayment(invoice, due).unitCents, locale)}</dd>
            <dt className="font-bold">{t('prepayment_total')}</dt>
            <dd className="font-bold" data-testid="prepayment-amount">
              {formatPrice(billedPrepayment(invoice, due).totalCents, locale)}
            </dd>
          </dl>
        </>
      ) : null}
      {invoice ? <BillView invoice={invoice} embedded /> : <p>{t('prepayment_not_due')}</p>}
      {invoice?.state === 'paid' ? (
        <Link href={invoice.paid_path} className="self-start text-brand-700 underline underline-offset-4">
          {t('success_title')}
        </Link>
      ) : null}
      <Link href={`/tutor-request/tracking/${request.id}`} className="self-start text-brand-700 underline underline-offset-4">
        {t('track')}
      </Link>
    </div>
  );
}
