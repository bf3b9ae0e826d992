import { BarChart } from '@/components/ui/bar-chart';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDateTime, formatNumber, formatPrice, intlLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { EarningsView } from '@/lib/schemas/earnings';
import { WithMessages } from '@/components/providers/with-messages';
import { EarnedLessonsTable } from './earned-lessons-table';
import { PayoutPanel } from './payout-panel';
import { dateTimeFormat } from '@/lib/intl-cache';

/** The tutor's earnings: what is theirs now, what waits for confirmation, the months, and each lesson with its commission. */
export async function EarningsPage({ earnings }: { earnings: EarningsView }) {
  const [t, locale, zone] = await Promise.all([getTranslations('Earnings'), getLocale() as Promise<Locale>, getTimeZone()]);
  const price = (cents: number) => formatPrice(cents, locale);
  const monthName = dateTimeFormat(intlLocale(locale), { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const blockedReason =
    earnings.held_cents > 0
      ? t('payout_open')
      : !earnings.payout_method
        ? t('add_method_first')
        : earnings.available_cents < earnings.payout_minimum_cents
          ? t('below_minimum', { min: price(earnings.payout_minimum_cents) })
          : null;
  const figures = [
    { key: 'available', value: price(earnings.available_cents), note: t('available_note') },
    { key: 'pending', value: price(earnings.pending_cents), note: t('pending_note', { count: earnings.pending_lessons }) },
    { key: 'this_month', value: price(earnings.this_month_cents), note: null },
    { key: 'last_month', value: price(earnings.last_month_cents), note: null },
  ] as const;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="flex flex-col gap-1 rounded-2xl border border-gray-200 p-4">
            <dt className="text-sm text-muted">{t(figure.key)}</dt>
            <dd className="text-xl font-bold" data-testid={`earnings-${figure.key}`}>
              {figure.value}
            </dd>
            {figure.note && <dd className="text-xs text-muted">{figure.note}</dd>}
          </div>
        ))}
      </dl>
      <p data-testid="earnings-commission">
        {t('commission_rule', { hours: formatNumber(earnings.taught_hours, locale), percent: formatNumber(earnings.next_percent, locale) })}
      </p>
      <nav aria-label={t('statement_title')} className="flex flex-wrap gap-4">
        {[
          ['statement_link', earnings.months[earnings.months.length - 1]!.month],
          ['statement_last_link', earnings.months[earnings.months.length - 2]!.month],
        ].map(([label, month]) => (
          <Link key={month} href={`/dashboard/earnings/statement?month=${month}`} className="text-brand-700 underline underline-offset-4">
            {t(label as 'statement_link')}
          </Link>
        ))}
      </nav>
      <BarChart
        title={t('months_title')}
        testId="earnings-chart"
        bars={earnings.months.map((m) => ({
          label: monthName.format(Date.parse(`${m.month}-15T00:00:00Z`)),
          value: m.net_cents,
          text: price(m.net_cents),
        }))}
      />
      <section aria-labelledby="payouts-title" className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-4">
        <h2 id="payouts-title" className="text-lg font-bold">
          {t('payouts_title')}
        </h2>
        {earnings.held_cents > 0 && <p data-testid="payout-held">{t('payout_held', { amount: price(earnings.held_cents) })}</p>}
        <WithMessages groups={['Earnings']}>
          <PayoutPanel
            method={earnings.payout_method}
            canRequest={blockedReason === null}
            requestLabel={t('request_payout', { amount: price(earnings.available_cents) })}
            blockedReason={blockedReason}
          />
        </WithMessages>
        {earnings.payouts.length > 0 && (
          <ul className="flex flex-col gap-1" data-testid="payouts">
            {earnings.payouts.map((payout) => (
              <li key={payout.id} data-testid="payout" data-state={payout.state}>
                {t('payout_line', {
                  date: formatDateTime(payout.requested_at, locale, zone),
                  amount: price(payout.amount_cents),
                  iban: payout.iban,
                  state: t(`payout_states.${payout.state}`),
                })}
                {payout.failure_reason && (
                  <q className="ms-1" dir="auto">
                    {payout.failure_reason}
                  </q>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lessons-title" className="flex flex-col gap-3">
        <h2 id="lessons-title" className="text-lg font-bold">
          {t('lessons_title')}
        </h2>
        {earnings.lessons.length === 0 ? <p>{t('lessons_empty')}</p> : <EarnedLessonsTable lessons={earnings.lessons} zone={zone} />}
      </section>
    </section>
  );
}
