import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { billPath } from '@/lib/payments/paths';
import type { TransactionView } from '@/lib/schemas/payments';

/** Money movements: type, signed amount, date in the reader's calendar, and the invoice they belong to. */
export async function TransactionList({ items }: { items: TransactionView[] }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Transactions'), getLocale() as Promise<Locale>, getTimeZone()]);
  if (items.length === 0) return <p data-testid="no-transactions">{t('empty')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="transactions">
      {items.map((item) => (
        <li key={item.id} data-testid="transaction-row" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 p-3">
          <div className="flex flex-col gap-1">
            <span className="font-medium">{t(`types.${item.type}`)}</span>
            <time dateTime={item.created_at} className="text-sm text-muted">
              {formatDateTime(item.created_at, locale, timeZone)}
            </time>
          </div>
          <div className="flex flex-col items-end gap-1">
            <span dir="ltr" className={`font-bold ${item.amount_cents < 0 ? 'text-red-800' : 'text-green-900'}`} data-testid="transaction-amount">
              {item.amount_cents > 0 ? '+' : '−'}
              {formatPrice(Math.abs(item.amount_cents), locale)}
            </span>
            {item.invoice ? (
              <Link href={billPath(item.invoice)} className="text-sm text-brand-700 underline">
                {t('view_invoice')}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
