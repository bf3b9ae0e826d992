import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TransactionFilterForm } from '@/components/payments/transaction-filter';
import { TransactionList } from '@/components/payments/transaction-list';
import { paymentsApi, transactionsCsvUrl } from '@/lib/api/payments';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { readDayValue } from '@/lib/forms/day-value';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { TRANSACTIONS_PATH } from '@/lib/payments/paths';
import { transactionsQuerySchema } from '@/lib/schemas/payments';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Transactions');
  return { title: t('title') };
}

type Search = Record<string, string | string[] | undefined>;

/** Every movement of the caller's money: filters by type and date, pages, and a CSV of the same. */
export default async function TransactionsPage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<Search> }) {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  const first = (name: string) => (Array.isArray(search[name]) ? search[name][0] : search[name]) || undefined;
  const day = (name: string) => readDayValue(first, name) || undefined;
  const parsed = transactionsQuerySchema.safeParse({ type: first('type'), from: day('from'), to: day('to'), page: first('page') });
  const filter = parsed.success ? parsed.data : { page: 1 };
  const [list, t] = await Promise.all([onServer(paymentsApi.transactions(await getServerApiClient(), filter)), getTranslations('Transactions')]);
  const pageHref = (page: number) => ({
    pathname: TRANSACTIONS_PATH,
    query: { ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)), page },
  });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <TransactionFilterForm filter={filter} locale={locale} />
      <a href={transactionsCsvUrl(filter)} download className="self-start text-brand-700 underline" data-testid="transactions-csv">
        {t('export')}
      </a>
      <TransactionList items={list.items} />
      <nav className="flex items-center justify-between gap-3" aria-label={t('page', { page: list.page, pages: list.pages })}>
        {list.page > 1 ? <Link href={pageHref(list.page - 1)}>{t('previous')}</Link> : <span />}
        <span>{t('page', { page: list.page, pages: list.pages })}</span>
        {list.page < list.pages ? <Link href={pageHref(list.page + 1)}>{t('next')}</Link> : <span />}
      </nav>
    </section>
  );
}
