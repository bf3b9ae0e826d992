import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { lineParams } from '@/lib/payments/line-text';
import type { InvoiceView } from '@/lib/schemas/payments';

/**
 * A paid invoice as a receipt: its number, when it was paid, what for (each line in the reader's
 * words), the discount, the total, and how it was paid (wallet and card, as the payment records).
 * `facts` are the rows the page adds before the lines (the tutor, the course).
 */
export async function Receipt({ invoice, facts = [] }: { invoice: InvoiceView; facts?: [string, ReactNode][] }) {
  const [t, lines, locale, zone] = await Promise.all([
    getTranslations('Receipt'),
    getTranslations('PaymentLines'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  const price = (cents: number) => formatPrice(cents, locale);
  const paidBy = invoice.payment;
  const rows: [string, ReactNode][] = [
    [t('number'), <bdi dir="ltr">{invoice.id.slice(0, 8).toUpperCase()}</bdi>],
    ...(invoice.paid_at ? [[t('paid_at'), formatDateTime(invoice.paid_at, locale, zone)] as [string, ReactNode]] : []),
    ...facts,
    ...invoice.lines.map((line) => [lines(line.label as 'wallet_top_up', lineParams(line, locale) as never), price(line.amount_cents)] as [string, ReactNode]),
    ...(invoice.discount_cents > 0 ? [[t('discount', { code: invoice.discount_code ?? '' }), `−${price(invoice.discount_cents)}`] as [string, ReactNode]] : []),
    ...(paidBy && paidBy.wallet_cents > 0 ? [[t('from_wallet'), price(paidBy.wallet_cents)] as [string, ReactNode]] : []),
    ...(paidBy && paidBy.card_cents > 0 ? [[t('by_card'), price(paidBy.card_cents)] as [string, ReactNode]] : []),
  ];
  return (
    <section aria-labelledby="receipt-title" className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-4 print:border-0" data-testid="receipt">
      <h2 id="receipt-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {rows.map(([label, value], index) => (
          <div key={index} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-end">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-gray-200 pt-2 font-bold">{t('total')}</dt>
        <dd className="border-t border-gray-200 pt-2 text-end font-bold" data-testid="receipt-total">
          {price(invoice.total_cents)}
        </dd>
      </dl>
    </section>
  );
}
