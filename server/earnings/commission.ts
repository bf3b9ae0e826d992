/**
 * The platform's commission on a tutor's lesson (docs/decisions.md, issue 31): it falls as the tutor
 * teaches more with us, as Preply's does (33 % → 18 %), from 25 % on the first 20 hours to 15 %
 * from 200 hours on. Hours are the tutor's lessons already paid to them, before this one.
 */
export const COMMISSION_TIERS = [
  { fromHours: 0, percent: 25 },
  { fromHours: 20, percent: 22 },
  { fromHours: 50, percent: 20 },
  { fromHours: 100, percent: 18 },
  { fromHours: 200, percent: 15 },
] as const;

export function commissionPercent(taughtMinutes: number): number {
  const hours = taughtMinutes / 60;
  let percent: number = COMMISSION_TIERS[0].percent;
  for (const tier of COMMISSION_TIERS) if (hours >= tier.fromHours) percent = tier.percent;
  return percent;
}

/** A lesson's price split: the commission rounded to the cent (half up), the rest the tutor's. */
export function splitLessonPrice(priceCents: number, taughtMinutes: number): { percent: number; commissionCents: number; tutorCents: number } {
  const percent = commissionPercent(taughtMinutes);
  const commissionCents = Math.round((priceCents * percent) / 100);
  return { percent, commissionCents, tutorCents: priceCents - commissionCents };
}
