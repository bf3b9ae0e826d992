import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ledgerTransactions } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { postTransaction } from './ledger';

export interface RefundInput {
  /** The payment (a ledger transaction of kind `payment`) money goes back from. */
  transactionId: number;
  amountCents: number;
  /** Back to the payer's wallet, or to their card through the gateway (the caller asks the gateway). */
  to: 'wallet' | 'card';
  idempotencyKey: string;
  actorId?: number | null;
  reason?: string;
}

/**
 * A refund: a ledger transaction linked to the payment, from sales to the payer's wallet (or back to
 * the gateway for a card refund). What has been refunded of a payment is counted on the payment's
 * own row with one conditional UPDATE, so two refunds racing never return more than it moved
 * (a check constraint says the same). docs/decisions.md "Paying (issue 18)".
 */
export async function refundTransaction(db: Db, input: RefundInput): Promise<{ id: number; created: boolean }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new DomainError('invalid', 'refund_amount_invalid', {}, 'amount_cents');
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [replayed] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
    if (replayed) return { id: replayed.id, created: false };
    const [payment] = await tx
      .update(ledgerTransactions)
      .set({ refundedCents: sql`${ledgerTransactions.refundedCents} + ${input.amountCents}` })
      .where(
        and(
          eq(ledgerTransactions.id, input.transactionId),
          eq(ledgerTransactions.kind, 'payment'),
          sql`${ledgerTransactions.refundedCents} + ${input.amountCents} <= ${ledgerTransactions.amountCents}`,
        ),
      )
      .returning();
    if (!payment) throw new DomainError('conflict', 'refund_exceeds_payment');
    if (!payment.userId) throw new DomainError('conflict', 'refund_exceeds_payment');
    return postTransaction(tx, {
      kind: 'refund',
      idempotencyKey: input.idempotencyKey,
      userId: payment.userId,
      invoiceId: payment.invoiceId,
      refundOf: payment.id,
      legs: [
        { account: { system: 'sales' }, amountCents: -input.amountCents },
        input.to === 'wallet' ? { account: { wallet: payment.userId }, amountCents: input.amountCents } : { account: { system: 'gateway' }, amountCents: input.amountCents },
      ],
      memo: { to: input.to, actor_id: input.actorId ?? null, reason: input.reason ?? null },
    });
  });
}
