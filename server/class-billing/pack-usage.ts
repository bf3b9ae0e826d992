/**
 * How a class's charged sessions use its discount packs (docs/decisions.md "Class bills, deposits
 * and packs"): pure, so the rule is tested with fixed clocks. A pack puts its full value (sessions ×
 * the class's price) on the class account; every later debit of the class account that pays for a
 * session is taken from the packs first, the one that expires soonest first, and only then from
 * other prepaid money. A debit counts against a pack when it is made at or after the pack's payment
 * and strictly before its expiry (a pack valid until 12:00 does not pay for a session charged at 12:00).
 */

export interface PackLot {
  id: number;
  valueCents: number;
  paidAt: Date;
  expiresAt: Date;
}

export interface Draw {
  at: Date;
  /** Positive: what the debit took from the class account. */
  amountCents: number;
}

/** What is left of each pack's value after the draws, by pack id. */
export function packsLeft(packs: readonly PackLot[], draws: readonly Draw[]): Map<number, number> {
  const left = new Map(packs.map((pack) => [pack.id, pack.valueCents]));
  const ordered = [...draws].sort((a, b) => a.at.getTime() - b.at.getTime());
  const bySoonest = [...packs].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  for (const draw of ordered) {
    let rest = draw.amountCents;
    for (const pack of bySoonest) {
      if (rest <= 0) break;
      if (draw.at < pack.paidAt || draw.at >= pack.expiresAt) continue;
      const available = left.get(pack.id)!;
      const taken = Math.min(available, rest);
      left.set(pack.id, available - taken);
      rest -= taken;
    }
  }
  return left;
}

/**
 * What leaves the class account when a pack expires: its unused value, but never more than the
 * account holds (a pack never makes a class owe). The part the student paid goes to their wallet,
 * the discount's part back to the platform; the paid part is rounded down (the student gets at most
 * what they paid for the unused sessions).
 */
export function expiryReturn(pack: { valueCents: number; paidCents: number }, leftCents: number, classBalanceCents: number) {
  const unused = Math.max(0, Math.min(leftCents, classBalanceCents, pack.valueCents));
  const toWallet = pack.valueCents === 0 ? 0 : Math.floor((unused * pack.paidCents) / pack.valueCents);
  return { unusedCents: unused, toWalletCents: toWallet, toPlatformCents: unused - toWallet };
}

/** A pack's price: each session at the class's price less the discount, rounded to the cent. */
export function packPrice(unitPriceCents: number, sessions: number, percent: number) {
  const unitCents = Math.round((unitPriceCents * (100 - percent)) / 100);
  return { unitCents, priceCents: unitCents * sessions, valueCents: unitPriceCents * sessions, discountCents: (unitPriceCents - unitCents) * sessions };
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
