import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { billPath } from '@/lib/payments/paths';
import type { TransactionView } from '@/lib/schemas/payments';
import { moneyPath, type MoneyPath } from './money-path';

type Translate = Awaited<ReturnType<typeof getTranslations<'Transactions'>>>;

/** Red what left the wallet, green what came into it; a movement that did not touch the wallet is neither. */
const AMOUNT_COLOR: Record<number, string> = { [-1]: 'text-red-800', 1: 'text-green-900' };

function splitText(t: Translate, path: MoneyPath, locale: Locale): string {
  if (path.key === 'wallet_card') return t('split.wallet_card', { wallet: formatPrice(path.wallet, locale), card: formatPrice(path.card, locale) });
  return t(`split.${path.key}`);
}

/** Money movements: type, signed amount and what moved through the wallet or the card, date in the reader's calendar, the invoice. */
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
            <span dir="ltr" className={`font-bold ${AMOUNT_COLOR[Math.sign(item.wallet_cents)] ?? ''}`} data-testid="transaction-amount">
              {item.amount_cents > 0 ? '+' : '−'}
              {formatPrice(Math.abs(item.amount_cents), locale)}
            </span>
            <span className="text-sm text-muted" data-testid="transaction-split">
              {splitText(t, moneyPath(item), locale)}
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
