import { describe, expect, it } from 'vitest';
import { addDays, expiryReturn, packPrice, packsLeft } from './pack-usage';

const T0 = new Date('2026-03-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('pack usage (fixed clocks)', () => {
  const pack = { id: 1, valueCents: 10_000, paidAt: T0, expiresAt: addDays(T0, 180) };

  it('a debit just before the expiry uses the pack; one at the expiry instant does not', () => {
    const justBefore = new Date(pack.expiresAt.getTime() - 1);
    expect(packsLeft([pack], [{ at: justBefore, amountCents: 2_000 }]).get(1)).toBe(8_000);
    expect(packsLeft([pack], [{ at: pack.expiresAt, amountCents: 2_000 }]).get(1)).toBe(10_000);
  });

  it('a debit before the payment is not the pack’s; one at the payment instant is', () => {
    expect(packsLeft([pack], [{ at: new Date(T0.getTime() - 1), amountCents: 2_000 }]).get(1)).toBe(10_000);
    expect(packsLeft([pack], [{ at: T0, amountCents: 2_000 }]).get(1)).toBe(8_000);
  });

  it('the pack expiring soonest is used first, then the next, never below zero', () => {
    const later = { id: 2, valueCents: 4_000, paidAt: T0, expiresAt: addDays(T0, 300) };
    const left = packsLeft(
      [later, pack],
      [
        { at: at('2026-04-01T00:00:00Z'), amountCents: 9_000 },
        { at: at('2026-04-08T00:00:00Z'), amountCents: 2_000 },
      ],
    );
    expect(left.get(1)).toBe(0);
    expect(left.get(2)).toBe(3_000);
  });

  it('draws are taken in time order whatever order they come in', () => {
    const short = { id: 3, valueCents: 2_000, paidAt: T0, expiresAt: at('2026-03-10T00:00:00Z') };
    const left = packsLeft(
      [short, pack],
      [
        { at: at('2026-03-20T00:00:00Z'), amountCents: 2_000 },
        { at: at('2026-03-05T00:00:00Z'), amountCents: 2_000 },
      ],
    );
    expect(left.get(3)).toBe(0);
    expect(left.get(1)).toBe(8_000);
  });

  it('at expiry the unused paid part goes to the wallet and the discount part to the platform, capped by the class balance', () => {
    // 10 sessions at 20 €, 10% off: paid 180 €, worth 200 €; 3 sessions left.
    expect(expiryReturn({ valueCents: 20_000, paidCents: 18_000 }, 6_000, 50_000)).toEqual({ unusedCents: 6_000, toWalletCents: 5_400, toPlatformCents: 600 });
    // The class holds less than the pack's unused value (it was owed when the pack was bought): only what it holds.
    expect(expiryReturn({ valueCents: 20_000, paidCents: 18_000 }, 6_000, 2_000)).toEqual({ unusedCents: 2_000, toWalletCents: 1_800, toPlatformCents: 200 });
    expect(expiryReturn({ valueCents: 20_000, paidCents: 18_000 }, 6_000, -500)).toEqual({ unusedCents: 0, toWalletCents: 0, toPlatformCents: 0 });
    // Rounded down for the wallet: the platform's share takes the odd cent.
    expect(expiryReturn({ valueCents: 3_333, paidCents: 3_166 }, 1_111, 9_999)).toEqual({ unusedCents: 1_111, toWalletCents: 1_055, toPlatformCents: 56 });
  });

  it('a pack’s price: each session discounted to the cent', () => {
    expect(packPrice(2_000, 10, 10)).toEqual({ unitCents: 1_800, priceCents: 18_000, valueCents: 20_000, discountCents: 2_000 });
    expect(packPrice(1_999, 5, 5)).toEqual({ unitCents: 1_899, priceCents: 9_495, valueCents: 9_995, discountCents: 500 });
  });
});
