import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClassMoneySummary } from '@/components/class-billing/class-money-summary';
import { PackOffers } from '@/components/class-billing/pack-offers';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { classBillingApi } from '@/lib/api/class-billing';
import { classBillingPaths } from '@/lib/class-billing/paths';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { isRecordId } from '@/lib/schemas/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ClassBilling'))('pack_title') };
}

/** Purchase a discount pack (spec §2): 5, 10 or 20 sessions of the class at a discount, for a stated time. */
export default async function PurchaseDiscountPackPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const [money, t, locale] = await Promise.all([
    onServer(classBillingApi.money(await getServerApiClient(), Number(id))),
    getTranslations('ClassBilling'),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('pack_title')}</h1>
      <p>{t('pack_intro', { days: money.valid_days })}</p>
      {!money.active ? (
        <p>{t('inactive')}</p>
      ) : money.owed_cents > 0 ? (
        <p role="status" data-testid="pack-owed">
          {t('pack_owed', { amount: formatPrice(money.owed_cents, locale) })}{' '}
          <Link href={classBillingPaths(money.class_id).bill} className="text-brand-700 underline">
            {t('bill_link')}
          </Link>
        </p>
      ) : (
        <PackOffers money={money} />
      )}
      <ClassMoneySummary money={money} links={['bill', 'deposit']} />
      <Link href={classBillingPaths(money.class_id).klass} className="text-brand-700 underline">
        {t('back_to_class')}
      </Link>
    </section>
  );
}
