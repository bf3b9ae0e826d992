import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LOYALTY_LEVELS, type LevelRule, type LoyaltyClubView } from '@/lib/schemas/loyalty';
import { LevelBenefits } from './level-benefits';

/** `/profile/dashboard/loyalty-club/{level}`: what one level gives, what reaches it, and where the member stands. */
export async function LevelDetail({ level, club }: { level: LevelRule; club: LoyaltyClubView }) {
  const t = await getTranslations('Loyalty');
  const name = t(`levels.${level.level}`);
  const rank = (key: string) => LOYALTY_LEVELS.findIndex((rule) => rule.level === key);
  const standing =
    club.level === level.level
      ? t('level_yours')
      : rank(club.level) > rank(level.level)
        ? t('level_passed')
        : t('level_to_go', { points: level.threshold - club.earned_in_window, level: name });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('level_title', { level: name })}</h1>
      <p>{t('level_threshold', { points: level.threshold })}</p>
      <LevelBenefits level={level} />
      <p className="rounded-xl bg-brand-50 p-3" data-testid="level-standing">
        {standing}
      </p>
      {level.threshold > 0 && (
        <progress
          max={level.threshold}
          value={Math.min(club.earned_in_window, level.threshold)}
          aria-label={t('progress_label', { level: name })}
          className="h-3 w-full"
        />
      )}
      <nav aria-label={t('title')} className="flex flex-wrap gap-4">
        <Link href="/profile/dashboard/loyalty-club" className="text-brand-700 underline underline-offset-4">
          {t('back_link')}
        </Link>
        <Link href="/profile/dashboard/loyalty-club/help" className="text-brand-700 underline underline-offset-4">
          {t('help_link')}
        </Link>
      </nav>
    </section>
  );
}
