import { getTranslations } from 'next-intl/server';
import { TRANSACTION_TYPES } from '@/lib/schemas/payments';
import type { TransactionFilter } from '@/lib/api/payments';

const FIELD = 'rounded-lg border border-gray-400 px-3 py-2';

/** A plain GET form: the filters are the page's address (shareable, no script needed). */
export async function TransactionFilterForm({ filter }: { filter: TransactionFilter }) {
  const t = await getTranslations('Transactions');
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
      <label className="flex flex-col gap-1 text-sm">
        {t('from')}
        <input type="date" name="from" defaultValue={filter.from} className={FIELD} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('to')}
        <input type="date" name="to" defaultValue={filter.to} className={FIELD} />
      </label>
      <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white">
        {t('filter')}
      </button>
    </form>
  );
}
