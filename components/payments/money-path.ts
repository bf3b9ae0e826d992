import type { TransactionView } from '@/lib/schemas/payments';

export type MoneyPath =
  { key: 'card_only' | 'wallet_only' | 'to_wallet' | 'top_up' | 'to_card' | 'from_wallet' } | { key: 'wallet_card'; wallet: number; card: number };

/**
 * Where a movement's money went, as the ledger records it: `wallet_cents` is what the movement did
 * to the wallet; the rest of a payment was paid by card, the rest of money coming in went to the card.
 */
export function moneyPath(item: Pick<TransactionView, 'type' | 'amount_cents' | 'wallet_cents'>): MoneyPath {
  const whole = Math.abs(item.amount_cents);
  const wallet = Math.abs(item.wallet_cents);
  if (item.amount_cents < 0) {
    if (wallet === 0) return { key: 'card_only' };
    return wallet >= whole ? { key: 'wallet_only' } : { key: 'wallet_card', wallet, card: whole - wallet };
  }
  if (item.wallet_cents < 0) return { key: 'from_wallet' };
  if (wallet === 0) return { key: 'to_card' };
  return item.type === 'top_up' ? { key: 'top_up' } : { key: 'to_wallet' };
}
