import { describe, expect, it } from 'vitest';
import { moneyPath } from './money-path';

describe('where a movement’s money went', () => {
  it('tells a card payment from a wallet debit', () => {
    expect(moneyPath({ type: 'payment', amount_cents: -6_400, wallet_cents: 0 })).toEqual({ key: 'card_only' });
    expect(moneyPath({ type: 'payment', amount_cents: -8_000, wallet_cents: -3_000 })).toEqual({ key: 'wallet_card', wallet: 3_000, card: 5_000 });
    expect(moneyPath({ type: 'payment', amount_cents: -2_000, wallet_cents: -2_000 })).toEqual({ key: 'wallet_only' });
  });

  it('money in: to the wallet, by card into the wallet, or back to the card', () => {
    expect(moneyPath({ type: 'top_up', amount_cents: 2_500, wallet_cents: 2_500 })).toEqual({ key: 'top_up' });
    expect(moneyPath({ type: 'class_refund', amount_cents: 3_000, wallet_cents: 3_000 })).toEqual({ key: 'to_wallet' });
    expect(moneyPath({ type: 'refund', amount_cents: 3_000, wallet_cents: 0 })).toEqual({ key: 'to_card' });
    expect(moneyPath({ type: 'pack_expiry', amount_cents: 1_000, wallet_cents: -1_000 })).toEqual({ key: 'from_wallet' });
  });
});
