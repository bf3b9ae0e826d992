import { getLocale, getTranslations } from 'next-intl/server';
import { formatList, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { LOYALTY_LEVELS, LOYALTY_RULES, REDEEM_OPTIONS, levelSlug } from '@/lib/schemas/loyalty';
import { LevelBenefits } from './level-benefits';

/** `/profile/dashboard/loyalty-club/help`: the club's rules, printed from the same table the server enforces. */
export async function ClubHelp() {
  const [t, locale] = await Promise.all([getTranslations('Loyalty'), getLocale() as Promise<Locale>]);
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <article className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('help_title')}</h1>
      <h2 className="text-lg font-bold">{t('help_earn_title')}</h2>
      <p>{t('help_earn', { perEuro: LOYALTY_RULES.pointsPerEuro, perLesson: LOYALTY_RULES.pointsPerLesson })}</p>
      <h2 className="text-lg font-bold">{t('help_levels_title')}</h2>
      <p>{t('help_levels')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="club-levels">
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="p-2 text-start">
                {t('column_level')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('column_threshold')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('column_benefits')}
              </th>
            </tr>
          </thead>
          <tbody>
            {LOYALTY_LEVELS.map((level) => (
              <tr key={level.level} className="border-b border-gray-100 align-top">
                <th scope="row" className="p-2 text-start">
                  <Link href={`/profile/dashboard/loyalty-club/${levelSlug(level.level)}`} className="text-brand-700 underline underline-offset-4">
                    {t(`levels.${level.level}`)}
                  </Link>
                </th>
                <td className="p-2">{t('threshold_value', { points: level.threshold })}</td>
                <td className="p-2">
                  <LevelBenefits level={level} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="text-lg font-bold">{t('help_spend_title')}</h2>
      <p>
        {t('help_spend', {
          options: formatList(
            REDEEM_OPTIONS.map((option) => t('help_option', { points: option.points, amount: price(option.cents) })),
            locale,
          ),
          days: LOYALTY_RULES.codeValidDays,
        })}
      </p>
      <h2 className="text-lg font-bold">{t('help_expiry_title')}</h2>
      <p>{t('help_expiry', { days: LOYALTY_RULES.pointsValidDays, notice: LOYALTY_RULES.expiryNoticeDays })}</p>
      <h2 className="text-lg font-bold">{t('help_referral_title')}</h2>
      <p>{t('help_referral', { amount: price(LOYALTY_RULES.friendDiscountCents), points: LOYALTY_RULES.referralPoints })}</p>
      <Link href="/profile/dashboard/loyalty-club" className="text-brand-700 underline underline-offset-4">
        {t('back_link')}
      </Link>
    </article>
  );
}
