import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDateTime, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { INVOICE_STATE_FILTERS, type OperatorInvoicePage, type OperatorInvoiceFilters, type OperatorInvoiceSummary } from '@/lib/schemas/payments';
import { labelOr } from './money-labels';

const FIELD = 'min-h-10 rounded-md border border-gray-300 px-2';

/** The invoices as a table: number (links to the invoice), payer, purpose, state, total, refunded, made. */
export async function InvoiceTable({ invoices, caption }: { invoices: OperatorInvoiceSummary[]; caption: string }) {
  const [t, bill, locale, timeZone] = await Promise.all([getTranslations('Operator'), getTranslations('Bill'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="invoice-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-start">
            <th scope="col" className="p-2 text-start">
              {t('invoice_summary')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('money_payer')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('money_purpose')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('money_state')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('money_total')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('money_created')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-t border-gray-200" data-testid="invoice-row" data-invoice={invoice.id}>
              <td className="p-2">
                <Link
                  href={`/operator/invoices/${invoice.id}`}
                  className="text-brand-700 underline"
                  aria-label={t('money_open', { id: invoice.id.slice(0, 8) })}
                  dir="ltr"
                >
                  {invoice.id.slice(0, 8)}
                </Link>
              </td>
              <td className="p-2">
                {invoice.payer.full_name ?? '—'}{' '}
                <span className="text-muted" dir="ltr">
                  {invoice.payer.mobile}
                </span>
              </td>
              <td className="p-2">{labelOr(t, `money_purposes.${invoice.purpose}`, invoice.purpose)}</td>
              <td className="p-2">{bill(`states.${invoice.state}`)}</td>
              <td className="p-2">
                {formatPrice(invoice.total_cents, locale)}
                {invoice.refunded_cents > 0 && (
                  <span className="block text-muted">{t('money_refunded', { amount: formatPrice(invoice.refunded_cents, locale) })}</span>
                )}
              </td>
              <td className="p-2">{formatDateTime(invoice.created_at, locale, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The money section's search (a GET form, works without JavaScript) and the invoices it finds. */
export async function InvoiceSearch({ query, page }: { query: OperatorInvoiceFilters; page: OperatorInvoicePage }) {
  const [t, bill] = await Promise.all([getTranslations('Operator'), getTranslations('Bill')]);
  const { page: current, ...filters } = query;
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('money_title')}</h1>
      <p className="text-muted">{t('money_intro')}</p>
      <form method="get" role="search" aria-label={t('money_title')} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('money_q')}
          <input name="q" type="search" defaultValue={query.q ?? ''} className={FIELD} maxLength={100} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('money_state')}
          <select name="state" defaultValue={query.state ?? ''} className={FIELD}>
            <option value="">{t('money_any')}</option>
            {INVOICE_STATE_FILTERS.map((state) => (
              <option key={state} value={state}>
                {bill(`states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('money_purpose')}
          <select name="purpose" defaultValue={query.purpose ?? ''} className={FIELD}>
            <option value="">{t('money_any')}</option>
            {page.purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {labelOr(t, `money_purposes.${purpose}`, purpose)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-10 rounded-md bg-brand-700 px-4 font-bold text-white">
          {t('money_find')}
        </button>
      </form>
      {page.invoices.length === 0 ? <p>{t('money_empty')}</p> : <InvoiceTable invoices={page.invoices} caption={t('money_title')} />}
      {page.has_more && (
        <Link href={{ pathname: '/operator/invoices', query: { ...kept, page: String(current + 1) } }} className="self-start text-brand-700 underline">
          {t('money_more')}
        </Link>
      )}
    </section>
  );
}
