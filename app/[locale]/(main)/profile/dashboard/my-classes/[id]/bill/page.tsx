import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClassMoneyPage } from '@/components/class-billing/class-money-page';
import { StartBillButton } from '@/components/class-billing/start-bill-button';
import { classMoneyFor } from '@/lib/class-billing/class-money.server';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ClassBilling'))('bill_title') };
}

/** What the class owes (sessions beyond what was prepaid), and the bill that pays it. */
export default async function ClassBillPage({ params }: { params: Promise<{ id: string }> }) {
  const [money, t, locale] = await Promise.all([params.then(({ id }) => classMoneyFor(id)), getTranslations('ClassBilling'), getLocale() as Promise<Locale>]);
  const owed = formatPrice(money.owed_cents, locale);
  return (
    <ClassMoneyPage money={money} title={t('bill_title')} links={['deposit', 'pack']}>
      <p>{t('bill_intro')}</p>
      {money.owed_cents > 0 ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-4">
          <p className="text-lg font-bold" data-testid="bill-owed">
            {t('bill_amount', { amount: owed })}
          </p>
          <StartBillButton classId={money.class_id} label={t('bill_button', { amount: owed })} busyLabel={t('working')} />
        </div>
      ) : (
        <p data-testid="bill-none">{t('bill_none')}</p>
      )}
    </ClassMoneyPage>
  );
}
