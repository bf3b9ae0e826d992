import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { ClassMoneyView, PackSize } from '@/lib/schemas/class-billing';
import { StartBillButton } from './start-bill-button';

/** The packs on offer for the class at its price: each one's sessions, discount and price, and a button that bills it. */
export async function PackOffers({ money }: { money: ClassMoneyView }) {
  const [t, locale] = await Promise.all([getTranslations('ClassBilling'), getLocale() as Promise<Locale>]);
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="pack-offers">
      {money.offers.map((offer) => (
        <li key={offer.sessions} className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-4" data-testid="pack-offer">
          <h2 className="text-lg font-bold">{t('offer_sessions', { sessions: offer.sessions })}</h2>
          <p className="font-bold text-brand-700">{t('offer_discount', { percent: offer.percent })}</p>
          {offer.club_percent > 0 && <p className="text-sm text-muted">{t('offer_club_share', { percent: offer.club_percent })}</p>}
          <p>{t('offer_price', { price: price(offer.price_cents), full: price(offer.value_cents) })}</p>
          <StartBillButton
            classId={money.class_id}
            pack={offer.sessions as PackSize}
            label={t('buy_pack', { sessions: offer.sessions, price: price(offer.price_cents) })}
            busyLabel={t('working')}
          />
        </li>
      ))}
    </ul>
  );
}
