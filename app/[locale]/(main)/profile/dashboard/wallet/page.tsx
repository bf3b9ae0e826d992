import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { TopUpForm } from '@/components/payments/top-up-form';
import { TransactionList } from '@/components/payments/transaction-list';
import { paymentsApi } from '@/lib/api/payments';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { TRANSACTIONS_PATH } from '@/lib/payments/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Wallet');
  return { title: t('title') };
}

/** The wallet: its balance (the ledger's sum), a top-up, and the latest movements. */
export default async function WalletPage() {
  const [wallet, t, locale] = await Promise.all([
    onServer(paymentsApi.wallet(await getServerApiClient())),
    getTranslations('Wallet'),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <div className="rounded-2xl border border-gray-200 p-5">
        <p className="text-sm text-muted">{t('balance')}</p>
        <p className="text-3xl font-bold" dir="ltr" data-testid="wallet-balance">
          {formatPrice(wallet.balance_cents, locale)}
        </p>
      </div>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">{t('top_up')}</h2>
        <WithMessages groups={['Wallet']}>
          <TopUpForm />
        </WithMessages>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">{t('recent')}</h2>
        <TransactionList items={wallet.recent} />
        <Link href={TRANSACTIONS_PATH} className="text-brand-700 underline">
          {t('all_transactions')}
        </Link>
      </section>
    </section>
  );
}
