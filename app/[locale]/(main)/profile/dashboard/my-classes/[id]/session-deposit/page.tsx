import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClassMoneySummary } from '@/components/class-billing/class-money-summary';
import { DepositForm } from '@/components/class-billing/deposit-form';
import { WithMessages } from '@/components/providers/with-messages';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { classBillingApi } from '@/lib/api/class-billing';
import { classBillingPaths } from '@/lib/class-billing/paths';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { isRecordId } from '@/lib/schemas/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ClassBilling'))('deposit_title') };
}

/** Session deposit (spec §2): pay ahead for N sessions of the class at its price. */
export default async function SessionDepositPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const [money, t, locale] = await Promise.all([
    onServer(classBillingApi.money(await getServerApiClient(), Number(id))),
    getTranslations('ClassBilling'),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('deposit_title')}</h1>
      {money.active ? (
        <>
          <p>{t('deposit_intro', { price: formatPrice(money.unit_price_cents, locale) })}</p>
          <WithMessages groups={['ClassBilling', 'Validation']}>
            <DepositForm classId={money.class_id} />
          </WithMessages>
        </>
      ) : (
        <p>{t('inactive')}</p>
      )}
      <ClassMoneySummary money={money} links={['bill', 'pack']} />
      <Link href={classBillingPaths(money.class_id).klass} className="text-brand-700 underline">
        {t('back_to_class')}
      </Link>
    </section>
  );
}
