import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { classBillingPaths } from '@/lib/class-billing/paths';
import { Link } from '@/lib/i18n/navigation';
import type { ClassMoneyView } from '@/lib/schemas/class-billing';
import { ClassMoneySummary, type ClassMoneyLink } from './class-money-summary';

/**
 * The frame of a class's money pages (the bill, a session deposit, a discount pack): the title, the
 * page's own part, the class's money with links to the other two, and the way back to the class.
 */
export async function ClassMoneyPage({
  money,
  title,
  links,
  children,
}: {
  money: ClassMoneyView;
  title: string;
  links: ClassMoneyLink[];
  children: ReactNode;
}) {
  const t = await getTranslations('ClassBilling');
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      <ClassMoneySummary money={money} links={links} />
      <Link href={classBillingPaths(money.class_id).klass} className="text-brand-700 underline">
        {t('back_to_class')}
      </Link>
    </section>
  );
}
