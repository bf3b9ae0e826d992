import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { ViewFilters } from '@/components/ui/view-filters';
import { payoutBatchFilePath } from '@/lib/api/earnings';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { groupedIban } from '@/lib/schemas/iban';
import { type OperatorPayoutView, PAYOUT_STATES, type PayoutState } from '@/lib/schemas/earnings';
import { BatchPayoutsButton, SettlePayoutForm } from './payout-desk-actions';

/** The operator's payouts in one state: requested ones go to the bank in a batch, batched ones get the bank's answer. */
export async function PayoutDesk({ state, payouts }: { state: PayoutState; payouts: OperatorPayoutView[] }) {
  const [t, locale, zone] = await Promise.all([getTranslations('PayoutDesk'), getLocale() as Promise<Locale>, getTimeZone()]);
  const total = payouts.reduce((sum, payout) => sum + payout.amount_cents, 0);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <ViewFilters
        label={t('states_label')}
        pathname="/operator/payouts"
        param="state"
        current={state}
        views={PAYOUT_STATES.map((key) => ({ key, label: t(`states.${key}`) }))}
      />
      {payouts.length === 0 ? (
        <p data-testid="payouts-empty">{t('empty')}</p>
      ) : (
        <>
          <p>{t('summary', { count: payouts.length, total: formatPrice(total, locale) })}</p>
          {state === 'requested' && (
            <WithMessages groups={['PayoutDesk']}>
              <BatchPayoutsButton />
            </WithMessages>
          )}
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-start text-sm">
              <thead>
                <tr className="border-b border-gray-300">
                  {(['tutor', 'account', 'amount', 'requested', 'batch'] as const).map((column) => (
                    <th key={column} scope="col" className="p-2 text-start">
                      {t(`column_${column}`)}
                    </th>
                  ))}
                  {state === 'in_batch' && (
                    <th scope="col" className="p-2 text-start">
                      {t('column_answer')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {payouts.map((payout) => (
                  <tr key={payout.id} className="border-b border-gray-100 align-top" data-testid="desk-payout">
                    <td className="p-2" dir="auto">
                      {payout.tutor_name}
                    </td>
                    <td className="p-2">
                      <bdi dir="auto">{payout.holder_name}</bdi>
                      <code className="block text-xs" dir="ltr">
                        {groupedIban(payout.iban)}
                      </code>
                    </td>
                    <td className="p-2 font-bold">{formatPrice(payout.amount_cents, locale)}</td>
                    <td className="p-2">{formatDateTime(payout.requested_at, locale, zone)}</td>
                    <td className="p-2">
                      {payout.batch_id ? (
                        <span className="flex flex-wrap gap-x-3">
                          <a href={payoutBatchFilePath(payout.batch_id, 'csv')} className="text-brand-700 underline" download>
                            <bdi dir="ltr">{payout.batch_id}</bdi>
                          </a>
                          <a href={payoutBatchFilePath(payout.batch_id, 'pain001')} className="text-brand-700 underline" download data-testid="batch-sepa-file">
                            {t('sepa_file')}
                          </a>
                        </span>
                      ) : (
                        '—'
                      )}
                      {payout.failure_reason && (
                        <q className="block" dir="auto">
                          {payout.failure_reason}
                        </q>
                      )}
                    </td>
                    {state === 'in_batch' && (
                      <td className="p-2">
                        <WithMessages groups={['PayoutDesk']}>
                          <SettlePayoutForm id={payout.id} />
                        </WithMessages>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
