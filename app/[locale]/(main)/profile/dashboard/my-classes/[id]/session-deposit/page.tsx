import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClassMoneyPage } from '@/components/class-billing/class-money-page';
import { DepositForm } from '@/components/class-billing/deposit-form';
import { WithMessages } from '@/components/providers/with-messages';
import { classMoneyFor } from '@/lib/class-billing/class-money.server';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ClassBilling'))('deposit_title') };
}

/** Session deposit (spec §2): pay ahead for N sessions of the class at its price. */
export default async function SessionDepositPage({ params }: { params: Promise<{ id: string }> }) {
  const [money, t, locale] = await Promise.all([params.then(({ id }) => classMoneyFor(id)), getTranslations('ClassBilling'), getLocale() as Promise<Locale>]);
  return (
    <ClassMoneyPage money={money} title={t('deposit_title')} links={['bill', 'pack']}>
      {money.active ? (
        <>
          <p>{t('deposit_intro', { price: formatPrice(money.unit_price_cents, locale) })}</p>
          <WithMessages groups={['ClassBilling']}>
            <DepositForm classId={money.class_id} />
          </WithMessages>
        </>
      ) : (
        <p>{t('inactive')}</p>
      )}
    </ClassMoneyPage>
  );
}
