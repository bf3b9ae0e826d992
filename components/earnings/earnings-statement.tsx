import { getLocale, getTranslations } from 'next-intl/server';
import { PrintButton } from '@/components/ui/print-button';
import { formatDateTime, formatPrice, intlLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { EarningsStatement } from '@/lib/schemas/earnings';
import { EarnedLessonsTable } from './earned-lessons-table';
import { dateTimeFormat } from '@/lib/intl-cache';

/** A month's statement: every lesson paid with its commission, the payouts, the totals; made to be printed. */
export async function EarningsStatementView({ statement }: { statement: EarningsStatement }) {
  const [t, locale] = await Promise.all([getTranslations('Earnings'), getLocale() as Promise<Locale>]);
  const price = (cents: number) => formatPrice(cents, locale);
  const month = dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${statement.month}-15T00:00:00Z`));
  const totals = [
    ['gross', statement.gross_cents],
    ['commission_total', statement.commission_cents],
    ['net', statement.net_cents],
    ['paid_out', statement.paid_out_cents],
  ] as const;
  return (
    <section className="flex flex-col gap-4" data-testid="earnings-statement">
      <Link href="/dashboard/earnings" className="self-start text-brand-700 underline underline-offset-4 print:hidden">
        {t('back_to_earnings')}
      </Link>
      <h1 className="text-2xl font-bold">{t('statement_heading', { month })}</h1>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {totals.map(([key, cents]) => (
          <div key={key} className="rounded-xl border border-gray-200 p-3">
            <dt className="text-sm text-muted">{t(`statement_${key}`)}</dt>
            <dd className="font-bold" data-testid={`statement-${key}`}>
              {price(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="text-lg font-bold">{t('lessons_title')}</h2>
      {statement.lessons.length === 0 ? <p>{t('statement_no_lessons')}</p> : <EarnedLessonsTable lessons={statement.lessons} zone={statement.time_zone} />}
      {statement.payouts.length > 0 && (
        <>
          <h2 className="text-lg font-bold">{t('payouts_title')}</h2>
          <ul className="flex flex-col gap-1">
            {statement.payouts.map((payout) => (
              <li key={payout.id}>
                {t('payout_line', {
                  date: formatDateTime(payout.requested_at, locale, statement.time_zone),
                  amount: price(payout.amount_cents),
                  iban: payout.iban,
                  state: t(`payout_states.${payout.state}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <PrintButton label={t('print_statement')} />
    </section>
  );
}
