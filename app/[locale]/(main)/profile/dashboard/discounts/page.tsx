import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DiscountList } from '@/components/payments/discount-list';
import { paymentsApi } from '@/lib/api/payments';
import { getServerApiClient, onServer } from '@/lib/api-client.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Discounts');
  return { title: t('title') };
}

/** The caller's discount codes, used and unused. */
export default async function DiscountsPage() {
  const [{ codes }, t] = await Promise.all([onServer(paymentsApi.discounts(await getServerApiClient())), getTranslations('Discounts')]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <DiscountList codes={codes} />
    </section>
  );
}
