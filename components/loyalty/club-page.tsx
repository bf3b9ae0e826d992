import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { LOYALTY_LEVELS, LOYALTY_RULES, type LoyaltyClubView, REDEEM_OPTIONS, levelSlug } from '@/lib/schemas/loyalty';
import { ClubMovements } from './club-movements';
import { LevelBenefits } from './level-benefits';
import { RedeemOptions } from './redeem-options';
import { ReferralLink } from './referral-link';

/** `/profile/dashboard/loyalty-club`: the level and its benefits, the points, what expires, codes to take, the invitation link. */
export async function ClubPage({ club, siteUrl }: { club: LoyaltyClubView; siteUrl: string }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Loyalty'), getLocale() as Promise<Locale>, getTimeZone()]);
  const level = LOYALTY_LEVELS.find((rule) => rule.level === club.level)!;
  const price = (cents: number) => formatPrice(cents, locale);
  const inviteUrl = `${siteUrl}/${locale}${club.referral.path.replace(/^\/\?/, '?')}`;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1 rounded-2xl border border-gray-200 p-4">
          <dt className="text-sm text-muted">{t('your_level')}</dt>
          <dd className="text-xl font-bold" data-testid="club-level">
            {t(`levels.${club.level}`)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-2xl border border-gray-200 p-4">
          <dt className="text-sm text-muted">{t('points_label')}</dt>
          <dd className="text-xl font-bold" data-testid="club-points">
            {t('points_value', { points: club.points })}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-2xl border border-gray-200 p-4">
          <dt className="text-sm text-muted">{t('earned_label')}</dt>
          <dd className="text-xl font-bold">{t('points_value', { points: club.earned_in_window })}</dd>
        </div>
      </dl>
      {club.next_level && club.next_threshold !== null && club.points_to_next !== null ? (
        <div className="flex flex-col gap-2">
          <progress
            max={club.next_threshold}
            value={club.earned_in_window}
            aria-label={t('progress_label', { level: t(`levels.${club.next_level}`) })}
            className="h-3 w-full"
          />
          <p data-testid="club-next">{t('next', { points: club.points_to_next, level: t(`levels.${club.next_level}`) })}</p>
        </div>
      ) : (
        <p data-testid="club-next">{t('top')}</p>
      )}
      {club.expiring && (
        <p role="note" className="rounded-xl bg-amber-50 p-3" data-testid="club-expiring">
          {t('expiring', { points: club.expiring.points, date: formatDate(club.expiring.on, locale, timeZone) })}
        </p>
      )}
      <section aria-labelledby="benefits-title" className="flex flex-col gap-2">
        <h2 id="benefits-title" className="text-lg font-bold">
          {t('benefits_title')}
        </h2>
        <LevelBenefits level={level} />
      </section>
      <section aria-labelledby="redeem-title" className="flex flex-col gap-2">
        <h2 id="redeem-title" className="text-lg font-bold">
          {t('redeem_title')}
        </h2>
        <p className="text-sm text-muted">{t('redeem_intro', { days: LOYALTY_RULES.codeValidDays })}</p>
        <WithMessages groups={['Loyalty']}>
          <RedeemOptions
            timeZone={timeZone}
            choices={REDEEM_OPTIONS.map((option) => ({
              points: option.points,
              label: t('redeem_option', { points: option.points, amount: price(option.cents) }),
              button: t('redeem_button', { amount: price(option.cents) }),
              short: club.points < option.points ? t('redeem_short', { points: option.points - club.points }) : null,
            }))}
          />
        </WithMessages>
      </section>
      <section aria-labelledby="referral-title" className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-4">
        <h2 id="referral-title" className="text-lg font-bold">
          {t('referral_title')}
        </h2>
        <p>{t('referral_text', { amount: price(LOYALTY_RULES.friendDiscountCents), points: LOYALTY_RULES.referralPoints })}</p>
        <WithMessages groups={['Loyalty']}>
          <ReferralLink url={inviteUrl} />
        </WithMessages>
        <p className="text-sm text-muted" data-testid="referral-stats">
          {t('referral_joined', { count: club.referral.friends_joined })} {t('referral_rewarded', { count: club.referral.friends_rewarded })}
        </p>
      </section>
      <ClubMovements club={club} />
      <nav aria-label={t('title')} className="flex flex-wrap gap-4">
        {club.next_level && (
          <Link href={`/profile/dashboard/loyalty-club/${levelSlug(club.next_level)}`} className="text-brand-700 underline underline-offset-4">
            {t('level_link', { level: t(`levels.${club.next_level}`) })}
          </Link>
        )}
        <Link href="/profile/dashboard/loyalty-club/help" className="text-brand-700 underline underline-offset-4">
          {t('help_link')}
        </Link>
      </nav>
    </section>
  );
}
