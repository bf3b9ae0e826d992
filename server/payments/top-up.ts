import type { Db } from '@/server/db/client';
import { DomainError } from '@/server/shared/domain-error';
import { definePurpose } from './purposes';
import { WALLET_PATH } from '@/lib/payments/paths';
import { TOP_UP_LIMITS } from '@/lib/schemas/payments';

/** Payments' own purpose: money into the wallet (paid by card only; the ledger credits the wallet). */
export const WALLET_TOP_UP = 'wallet_top_up';

definePurpose(WALLET_TOP_UP, {
  credits: 'wallet',
  payableByWallet: false,
  discountable: false,
  // A top-up is the wallet's money: it is spent from there, not refunded as a sale.
  refundableCents: async () => 0,
  paidPath: () => WALLET_PATH,
});

export async function createTopUp(db: Db, userId: number, amountCents: number) {
  if (amountCents < TOP_UP_LIMITS.minCents || amountCents > TOP_UP_LIMITS.maxCents) throw new DomainError('invalid', 'top_up_amount', {}, 'amount_cents');
  const { createInvoice } = await import('./invoices');
  return createInvoice(db, { userId, purpose: WALLET_TOP_UP, lines: [{ label: 'wallet_top_up', unitCents: amountCents }] });
}
