import { LOYALTY_RULES } from '@/lib/schemas/loyalty';
import type { Db } from '@/server/db/client';
import type { Posted } from '@/server/payments';
import { earnPoints, takeBackPoints } from './points';

const euros = (cents: number) => Math.floor(cents / 100);

/**
 * Points follow money (wired to the ledger by server/app/compose.ts): a paid bill earns a point per
 * whole euro; money going back to the payer (a refund, a class's refund or an expired pack's
 * unused money into the wallet) takes as many points back. A top-up earns nothing.
 */
export async function pointsForPosting(tx: Db, posted: Posted): Promise<void> {
  const key = `ledger:${posted.id}`;
  if (posted.kind === 'payment' && posted.userId) {
    await earnPoints(tx, {
      userId: posted.userId,
      kind: 'payment',
      base: euros(posted.amountCents) * LOYALTY_RULES.pointsPerEuro,
      key,
      memo: { invoice_id: posted.invoiceId },
    });
    return;
  }
  if (posted.kind === 'refund' && posted.userId) {
    await takeBackPoints(tx, {
      userId: posted.userId,
      base: euros(posted.amountCents) * LOYALTY_RULES.pointsPerEuro,
      key,
      memo: { invoice_id: posted.invoiceId },
    });
    return;
  }
  if (posted.kind === 'class_refund' || posted.kind === 'pack_expiry') {
    for (const leg of posted.legs) {
      if (!('wallet' in leg.account) || leg.amountCents <= 0) continue;
      await takeBackPoints(tx, { userId: leg.account.wallet, base: euros(leg.amountCents) * LOYALTY_RULES.pointsPerEuro, key: `${key}:${leg.account.wallet}` });
    }
  }
}
