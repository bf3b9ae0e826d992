import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClassMoneySummary } from '@/components/class-billing/class-money-summary';
import { StartBillButton } from '@/components/class-billing/start-bill-button';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { classBillingApi } from '@/lib/api/class-billing';
import { classBillingPaths } from '@/lib/class-billing/paths';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { isRecordId } from '@/lib/schemas/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ClassBilling'))('bill_title') };
}

/** What the class owes (sessions beyond what was prepaid), and the bill that pays it. */
export default async function ClassBillPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const [money, t, locale] = await Promise.all([
    onServer(classBillingApi.money(await getServerApiClient(), Number(id))),
    getTranslations('ClassBilling'),
    getLocale() as Promise<Locale>,
  ]);
  const owed = formatPrice(money.owed_cents, locale);
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('bill_title')}</h1>
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
      <ClassMoneySummary money={money} links={['deposit', 'pack']} />
      <Link href={classBillingPaths(money.class_id).klass} className="text-brand-700 underline">
        {t('back_to_class')}
      </Link>
    </section>
  );
}
