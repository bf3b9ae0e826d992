import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { classBillingPaths } from '@/lib/class-billing/paths';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { ClassMoneyView } from '@/lib/schemas/class-billing';

/**
 * A class's money as its student sees it (all from the ledger): prepaid, owed, its discount packs,
 * and where to pay. The class page shows it; so do the class billing pages (`links`: which to offer).
 */
export type ClassMoneyLink = 'bill' | 'deposit' | 'pack';

export async function ClassMoneySummary({ money, links = ['bill', 'deposit', 'pack'] }: { money: ClassMoneyView; links?: ClassMoneyLink[] }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('ClassBilling'), getLocale() as Promise<Locale>, getTimeZone()]);
  const price = (cents: number) => formatPrice(cents, locale);
  const paths = classBillingPaths(money.class_id);
  const offered = links.filter((link) => (link === 'bill' ? money.owed_cents > 0 : money.active));
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-4" data-testid="class-money" aria-labelledby="class-money-title">
      <h2 id="class-money-title" className="text-lg font-bold">
        {t('summary_title')}
      </h2>
      <p className="text-sm text-muted">{t('price', { price: price(money.unit_price_cents) })}</p>
      <p data-testid="class-prepaid">{t('prepaid', { sessions: money.prepaid_sessions, amount: price(money.prepaid_cents) })}</p>
      <p data-testid="class-owed">{money.owed_cents > 0 ? t('owed', { amount: price(money.owed_cents) }) : t('nothing_owed')}</p>
      <h3 className="font-bold">{t('packs_title')}</h3>
      {money.packs.length ? (
        <ul className="flex flex-col gap-1" data-testid="class-packs">
          {money.packs.map((pack) => (
            <li key={pack.id} data-testid="class-pack">
              {t('pack_line', { sessions: pack.sessions, percent: pack.percent, left: pack.sessions_left })}
              {', '}
              {pack.state === 'expired'
                ? t('pack_expired', { date: formatDate(pack.expires_at, locale, timeZone), amount: price(pack.returned_cents ?? 0) })
                : t('pack_valid_until', { date: formatDate(pack.expires_at, locale, timeZone) })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('no_packs')}</p>
      )}
      {offered.length ? (
        <div className="flex flex-wrap gap-3">
          {offered.map((link) => (
            <Link key={link} href={paths[link]} className="text-brand-700 underline">
              {t(`${link}_link`)}
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}
