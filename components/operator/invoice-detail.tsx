import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { formatDateTime, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { OperatorInvoiceDetail } from '@/lib/schemas/payments';
import { labelOr } from './money-labels';
import { RefundForm } from './refund-form';

const SECTION = 'flex flex-col gap-2 rounded-lg border border-gray-200 p-4';
const CELL = 'p-2 text-start';

/** An invoice as the team sees it: what it bills, every trip to the gateway, its events, its ledger, and refunds. */
export async function InvoiceDetail({ invoice }: { invoice: OperatorInvoiceDetail }) {
  const [t, bill, lines, locale, timeZone] = await Promise.all([
    getTranslations('Operator'),
    getTranslations('Bill'),
    getTranslations('PaymentLines'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  const price = (cents: number) => formatPrice(cents, locale);
  const when = (at: string | null) => (at ? formatDateTime(at, locale, timeZone) : '—');
  const short = invoice.id.slice(0, 8);
  return (
    <section className="flex flex-col gap-4" data-testid="invoice-detail">
      <Link href="/operator/invoices" className="self-start text-sm text-brand-700 underline">
        {t('invoice_back')}
      </Link>
      <h1 className="text-2xl font-bold">
        {t('invoice_title', { id: short })} <span className="sr-only">{invoice.id}</span>
      </h1>
      <div className={SECTION}>
        <h2 className="text-lg font-bold">{t('invoice_summary')}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-bold">{t('money_payer')}</dt>
          <dd>
            <Link href={`/operator/people/${invoice.payer.id}`} className="text-brand-700 underline">
              {invoice.payer.full_name ?? '—'}
            </Link>{' '}
            <span dir="ltr">
              {invoice.payer.mobile} · #{invoice.payer.id}
            </span>
          </dd>
          <dt className="font-bold">{t('money_purpose')}</dt>
          <dd>{labelOr(t, `money_purposes.${invoice.purpose}`, invoice.purpose)}</dd>
          <dt className="font-bold">{t('money_state')}</dt>
          <dd data-testid="invoice-state">{bill(`states.${invoice.state}`)}</dd>
          <dt className="font-bold">{t('invoice_subtotal')}</dt>
          <dd>{price(invoice.subtotal_cents)}</dd>
          {invoice.discount_cents > 0 && (
            <>
              <dt className="font-bold">{t('invoice_discount', { code: invoice.discount_code ?? '—' })}</dt>
              <dd>{price(-invoice.discount_cents)}</dd>
            </>
          )}
          <dt className="font-bold">{t('money_total')}</dt>
          <dd>{price(invoice.total_cents)}</dd>
          <dt className="font-bold">{t('money_created')}</dt>
          <dd>{when(invoice.created_at)}</dd>
          <dt className="font-bold">{invoice.paid_at ? t('invoice_paid_at') : t('invoice_expires_at')}</dt>
          <dd>{when(invoice.paid_at ?? invoice.expires_at)}</dd>
        </dl>
        <h3 className="font-bold">{t('invoice_lines')}</h3>
        <ul className="list-inside list-disc text-sm">
          {invoice.lines.map((line, index) => (
            <li key={index}>
              {lines.has(line.label as never) ? lines(line.label as never, line.params as never) : line.label}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''} · {price(line.amount_cents)}
            </li>
          ))}
        </ul>
      </div>

      <div className={SECTION} data-testid="invoice-attempts">
        <h2 className="text-lg font-bold">{t('invoice_attempts')}</h2>
        {invoice.attempts.length === 0 ? (
          <p className="text-sm">{t('invoice_attempts_empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('invoice_attempts')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={CELL}>
                    {t('invoice_attempt_gateway')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('invoice_attempt_state')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('invoice_attempt_card')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('invoice_attempt_wallet')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('invoice_attempt_started')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('invoice_attempt_settled')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('invoice_attempt_reference')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoice.attempts.map((attempt) => (
                  <tr key={attempt.id} className="border-t border-gray-200" data-testid="attempt">
                    <td className="p-2">{attempt.gateway}</td>
                    <td className="p-2">
                      {labelOr(t, `attempt_states.${attempt.state}`, attempt.state)}
                      {attempt.last_error && (
                        <span className="block text-red-700">
                          {t('invoice_attempt_error')}: {attempt.last_error}
                        </span>
                      )}
                    </td>
                    <td className="p-2">{price(attempt.card_cents)}</td>
                    <td className="p-2">{price(attempt.wallet_cents)}</td>
                    <td className="p-2">{when(attempt.created_at)}</td>
                    <td className="p-2">{when(attempt.settled_at)}</td>
                    <td className="p-2 break-all" dir="ltr">
                      {attempt.reference ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <div className={SECTION}>
        <h2 className="text-lg font-bold">{t('invoice_events')}</h2>
        <ol className="flex flex-col gap-1 text-sm" data-testid="invoice-events">
          {invoice.events.map((event, index) => (
            <li key={index}>
              {when(event.at)} · {labelOr(bill, `events.${event.event}`, event.event)}
              {event.actor_id !== null && event.actor_id !== invoice.payer.id ? ` · ${t('invoice_event_by', { id: event.actor_id })}` : ''}
            </li>
          ))}
        </ol>
      </div>

      <div className={SECTION} data-testid="invoice-ledger">
        <h2 className="text-lg font-bold">{t('invoice_ledger')}</h2>
        {invoice.transactions.length === 0 && <p className="text-sm">{t('invoice_ledger_empty')}</p>}
        {invoice.transactions.map((transaction) => (
          <div key={transaction.id} className="overflow-x-auto" data-testid="ledger-transaction" data-kind={transaction.kind}>
            <table className="w-full text-sm">
              <caption className="text-start font-bold">
                {t('ledger_transaction', {
                  kind: labelOr(t, `ledger_kinds.${transaction.kind}`, transaction.kind),
                  id: transaction.id,
                  amount: price(transaction.amount_cents),
                  date: when(transaction.created_at),
                })}
                {transaction.to && (
                  <span className="block font-normal">{t('ledger_refund_detail', { to: transaction.to, reason: transaction.reason ?? '—' })}</span>
                )}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={CELL}>
                    {t('ledger_account')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('ledger_debit')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('ledger_credit')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {transaction.entries.map((entry, index) => (
                  <tr key={index} className="border-t border-gray-200" data-testid="ledger-entry">
                    <td className="p-2" dir="ltr">
                      {entry.account}
                    </td>
                    <td className="p-2">{entry.amount_cents < 0 ? price(-entry.amount_cents) : ''}</td>
                    <td className="p-2">{entry.amount_cents > 0 ? price(entry.amount_cents) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>

      <div className={SECTION} data-testid="invoice-refund">
        <h2 className="text-lg font-bold">{t('refund_title')}</h2>
        {invoice.refund === null ? (
          <p className="text-sm">{t('refund_not_paid')}</p>
        ) : (
          <>
            <p className="text-sm" data-testid="refund-status">
              {t('refund_status', {
                paid: price(invoice.refund.paid_cents),
                card: price(invoice.refund.card_cents),
                refunded: price(invoice.refund.refunded_cents),
                to_card: price(invoice.refund.refunded_to_card_cents),
                left: price(invoice.refund.refundable_cents),
              })}
            </p>
            {invoice.refund.refundable_cents > 0 ? (
              <WithMessages groups={['Operator.refund_form', 'FormKit']}>
                <RefundForm invoiceId={invoice.id} cardLeft={Math.max(0, invoice.refund.card_cents - invoice.refund.refunded_to_card_cents) > 0} />
              </WithMessages>
            ) : (
              <p className="text-sm">{t('refund_none')}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
