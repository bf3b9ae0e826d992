import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClassMoneyPage } from '@/components/class-billing/class-money-page';
import { PackOffers } from '@/components/class-billing/pack-offers';
import { classBillingPaths } from '@/lib/class-billing/paths';
import { classMoneyFor } from '@/lib/class-billing/class-money.server';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ClassBilling'))('pack_title') };
}

/** Purchase a discount pack (spec §2): 5, 10 or 20 sessions of the class at a discount, for a stated time. */
export default async function PurchaseDiscountPackPage({ params }: { params: Promise<{ id: string }> }) {
  const [money, t, locale] = await Promise.all([params.then(({ id }) => classMoneyFor(id)), getTranslations('ClassBilling'), getLocale() as Promise<Locale>]);
  return (
    <ClassMoneyPage money={money} title={t('pack_title')} links={['bill', 'deposit']}>
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
    </ClassMoneyPage>
  );
}
