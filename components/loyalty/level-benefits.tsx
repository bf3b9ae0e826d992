import { getTranslations } from 'next-intl/server';
import { LOYALTY_RULES, type LevelRule } from '@/lib/schemas/loyalty';

/** What a level gives, in words: the base every member has, then the level's extras. */
export async function LevelBenefits({ level }: { level: LevelRule }) {
  const t = await getTranslations('Loyalty');
  return (
    <ul className="list-disc ps-5" data-testid="club-benefits">
      <li>{t('benefit_base', { points: LOYALTY_RULES.pointsPerLesson })}</li>
      {level.pointsBonusPercent > 0 && <li>{t('benefit_points', { percent: level.pointsBonusPercent })}</li>}
      {level.packBonusPercent > 0 && <li>{t('benefit_pack', { percent: level.packBonusPercent })}</li>}
    </ul>
  );
}
