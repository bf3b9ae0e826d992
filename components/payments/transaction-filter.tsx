import { getTranslations } from 'next-intl/server';
import { DayField } from '@/components/forms/day-field';
import type { Locale } from '@/lib/i18n/routing';
import { TRANSACTION_TYPES } from '@/lib/schemas/payments';
import type { TransactionFilter } from '@/lib/api/payments';

const FIELD = 'rounded-lg border border-gray-400 px-3 py-2';
/** How many years back the date filter reaches. */
const HISTORY_YEARS = 5;

/** A plain GET form: the filters are the page's address (shareable, no script needed); days in the reader's calendar. */
export async function TransactionFilterForm({ filter, locale }: { filter: TransactionFilter; locale: Locale }) {
  const t = await getTranslations('Transactions');
  const today = new Date().toISOString().slice(0, 10);
  const earliest = `${Number(today.slice(0, 4)) - HISTORY_YEARS}-01-01`;
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" data-testid="transaction-filter">
      <label className="flex flex-col gap-1 text-sm">
        {t('type')}
        <select name="type" defaultValue={filter.type ?? ''} className={FIELD}>
          <option value="">{t('all_types')}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <DayField name="from" label={t('from')} locale={locale} value={filter.from} min={earliest} max={today} />
      <DayField name="to" label={t('to')} locale={locale} value={filter.to} min={earliest} max={today} />
      <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white">
        {t('filter')}
      </button>
    </form>
  );
}
