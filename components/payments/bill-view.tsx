import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { Link } from '@/lib/i18n/navigation';
import { onlinePaymentUrl } from '@/lib/api/payments';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { lineParams } from '@/lib/payments/line-text';
import { billPath, type BillVariant, TRANSACTIONS_PATH, WALLET_PATH } from '@/lib/payments/paths';
import type { InvoiceView } from '@/lib/schemas/payments';
import { newSupportTicketPath } from '@/lib/tickets/support-start';
import { CheckoutStep } from './checkout-step';
import { DiscountForm } from './discount-form';
import { PayByWalletButton } from './pay-by-wallet-button';

const BUTTON = 'rounded-lg px-4 py-2 font-medium text-center';

/** What happened on the way back from the gateway, said first, in words a parent can act on. */
async function Outcome({ invoice, variant }: { invoice: InvoiceView; variant: BillVariant | undefined }) {
  const t = await getTranslations('Bill');
  if (variant === 'payed' && invoice.state === 'paid') {
    return (
      <div role="status" data-testid="bill-outcome" className="flex flex-col gap-2 rounded-2xl border border-green-700 bg-green-50 p-4">
        <h2 className="text-xl font-bold">{t('payed_title')}</h2>
        <p>{t('payed_body')}</p>
        <div className="flex flex-wrap gap-3">
          <Link href={TRANSACTIONS_PATH} className={`${BUTTON} bg-brand-600 text-white`}>
            {t('to_transactions')}
          </Link>
          <Link href={WALLET_PATH} className={`${BUTTON} border border-brand-600 text-brand-700`}>
            {t('to_wallet')}
          </Link>
          {invoice.return_path ? (
            <Link href={invoice.return_path} className={`${BUTTON} border border-brand-600 text-brand-700`}>
              {t('to_subject')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
  if ((variant === 'error-1' || variant === 'error-2') && invoice.state !== 'paid') {
    const key = variant === 'error-1' ? 'error1' : 'error2';
    return (
      <div role="alert" data-testid="bill-outcome" className="flex flex-col gap-2 rounded-2xl border border-red-700 bg-red-50 p-4">
        <h2 className="text-xl font-bold">{t(`${key}_title`)}</h2>
        <p>{t(`${key}_body`)}</p>
        {invoice.return_path ? (
          <Link href={invoice.return_path} className="self-start text-brand-700 underline underline-offset-4">
            {t('back_to_subject')}
          </Link>
        ) : null}
      </div>
    );
  }
  return null;
}

/** A closed invoice: why, when its bill changed, and where to get what is due now. */
async function NotPayable({ invoice }: { invoice: InvoiceView }) {
  const t = await getTranslations('Bill');
  const changed = invoice.closed_reason === 'invoice_basis_changed';
  return (
    <div role={changed ? 'alert' : undefined} data-testid="bill-not-payable" className="flex flex-col gap-2">
      {changed ? <h2 className="text-xl font-bold">{t('changed_title')}</h2> : null}
      <p>{changed ? t('changed_body') : t('not_payable')}</p>
      {invoice.return_path ? (
        <Link href={invoice.return_path} className={`${BUTTON} self-start bg-brand-600 text-white`}>
          {t('due_now')}
        </Link>
      ) : null}
    </div>
  );
}

/** How to pay an open invoice: card, wallet, or wallet first and card for the rest. */
async function PaymentOptions({ invoice, variant }: { invoice: InvoiceView; variant: BillVariant | undefined }) {
  const [t, locale] = await Promise.all([getTranslations('Bill'), getLocale() as Promise<Locale>]);
  const price = (cents: number) => formatPrice(cents, locale);
  const walletCovers = invoice.payable_by_wallet && invoice.wallet_balance_cents >= invoice.total_cents;
  const walletHelps = invoice.payable_by_wallet && invoice.wallet_balance_cents > 0 && !walletCovers;
  if (variant === 'with-wallet' && walletHelps) {
    const card = invoice.total_cents - invoice.wallet_balance_cents;
    return (
      <section className="flex flex-col gap-3" data-testid="pay-options">
        <h2 className="text-lg font-bold">{t('with_wallet_title')}</h2>
        <p>{t('wallet_card_split', { wallet: price(invoice.wallet_balance_cents), card: price(card) })}</p>
        <a href={onlinePaymentUrl(invoice.id, { wallet: true, locale })} className={`${BUTTON} self-start bg-brand-600 text-white`}>
          {t('pay_wallet_card_button', { card: price(card) })}
        </a>
        <Link href={billPath(invoice.id)} className="text-brand-700 underline">
          {t('back_to_bill')}
        </Link>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-3" data-testid="pay-options">
      <h2 className="text-lg font-bold">{t('how_to_pay')}</h2>
      {invoice.payable_by_wallet ? <p className="text-muted">{t('wallet_balance', { amount: price(invoice.wallet_balance_cents) })}</p> : null}
      <a href={onlinePaymentUrl(invoice.id, { wallet: false, locale })} className={`${BUTTON} self-start bg-brand-600 text-white`}>
        {t('pay_card', { amount: price(invoice.total_cents) })}
      </a>
      {walletCovers ? <PayByWalletButton invoice={invoice.id} label={t('pay_wallet', { amount: price(invoice.total_cents) })} busyLabel={t('paying')} /> : null}
      {walletHelps ? (
        <Link href={billPath(invoice.id, 'with-wallet')} className={`${BUTTON} self-start border border-brand-600 text-brand-700`}>
          {t('pay_wallet_card')}
        </Link>
      ) : null}
    </section>
  );
}

/** The bill page (spec §2 bill variants): the invoice, how to pay it, and what happened last time. */
export async function BillView({ invoice, variant, embedded = false }: { invoice: InvoiceView; variant?: BillVariant; embedded?: boolean }) {
  const [t, lines, locale, timeZone] = await Promise.all([
    getTranslations('Bill'),
    getTranslations('PaymentLines'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {embedded ? <h2 className="text-xl font-bold">{t('title')}</h2> : <h1 className="text-2xl font-bold">{t('title')}</h1>}
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold" data-testid="bill-state">
          {t(`states.${invoice.state}`)}
        </span>
      </div>
      <Outcome invoice={invoice} variant={variant} />
      <table className="w-full text-start">
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-gray-200">
              <td className="py-2">{lines(line.label as 'wallet_top_up', lineParams(line, locale) as never)}</td>
              <td className="py-2 text-end" dir="ltr">
                {price(line.amount_cents)}
              </td>
            </tr>
          ))}
          {invoice.discount_cents > 0 ? (
            <tr className="border-b border-gray-200">
              <td className="py-2">
                {t('discount')} <code dir="ltr">{invoice.discount_code}</code>
              </td>
              <td className="py-2 text-end" dir="ltr" data-testid="bill-discount">
                −{price(invoice.discount_cents)}
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" className="py-2 text-start">
              {t('total')}
            </th>
            <td className="py-2 text-end font-bold" dir="ltr" data-testid="bill-total">
              {price(invoice.total_cents)}
            </td>
          </tr>
        </tbody>
      </table>
      {invoice.state === 'open' ? (
        <>
          <p className="text-sm text-muted">{t('payable_until', { date: formatDateTime(invoice.expires_at, locale, timeZone) })}</p>
          <CheckoutStep id={invoice.id} name={invoice.purpose} priceCents={invoice.total_cents} />
          {invoice.discountable ? (
            <WithMessages groups={['Bill']}>
              <DiscountForm invoice={invoice.id} applied={invoice.discount_code} />
            </WithMessages>
          ) : null}
          <PaymentOptions invoice={invoice} variant={variant} />
        </>
      ) : invoice.state === 'paid' ? (
        invoice.paid_at ? (
          <p>{t('paid_at', { date: formatDateTime(invoice.paid_at, locale, timeZone) })}</p>
        ) : null
      ) : (
        <NotPayable invoice={invoice} />
      )}
      <section>
        <h2 className="text-lg font-bold">{t('history')}</h2>
        <ol className="flex flex-col gap-1 text-sm">
          {invoice.history.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{formatDateTime(event.at, locale, timeZone)}</time>: {t(`events.${event.event}` as 'events.created')}
            </li>
          ))}
        </ol>
      </section>
      <p className="text-sm">
        <Link href={newSupportTicketPath({ kind: 'invoice', id: invoice.id })} className="text-brand-700 underline underline-offset-4">
          {t('ticket_about_bill')}
        </Link>
      </p>
    </section>
  );
}
