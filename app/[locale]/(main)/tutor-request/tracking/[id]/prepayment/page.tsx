import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/api/api-error';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient } from '@/lib/api-client.server';
import { formatNumber, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { PrepaymentDue } from '@/lib/schemas/tutor-requests';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * What the first sessions cost (server/tutor-requests/prepayment.ts). Online payment belongs to
 * the payments issue (18); until it lands this page says so plainly.
 */
export default async function PrepaymentPage({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  const request = await ownedRequestPage(id);
  const t = await getTranslations('TutorRequest');
  let due: PrepaymentDue | null = null;
  try {
    due = await tutorRequestApi.prepayment(await getServerApiClient(), request.id);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('prepayment_title')}</h1>
      {due ? (
        <>
          <p>{t('prepayment_intro', { name: due.tutorName })}</p>
          <dl className="grid grid-cols-2 gap-2 rounded-xl border border-gray-200 p-4" data-testid="prepayment-due">
            <dt>{t('prepayment_sessions')}</dt>
            <dd>{formatNumber(due.sessions, locale)}</dd>
            <dt>{t('prepayment_unit')}</dt>
            <dd>{formatPrice(due.unitPriceCents, locale)}</dd>
            <dt className="font-bold">{t('prepayment_total')}</dt>
            <dd className="font-bold" data-testid="prepayment-amount">
              {formatPrice(due.amountCents, locale)}
            </dd>
          </dl>
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
            {t('prepayment_unavailable')}
          </p>
        </>
      ) : (
        <p>{t('prepayment_not_due')}</p>
      )}
      <Link href={`/tutor-request/tracking/${request.id}`} className="self-start text-brand-700 underline underline-offset-4">
        {t('track')}
      </Link>
    </div>
  );
}
