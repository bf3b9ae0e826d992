import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ledgerTransactions, paymentAttempts } from '@/server/db/schema';
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

/**
 * An operator refunds a paid invoice (docs/decisions.md "Paying (issue 18)"): never more than its
 * purpose still allows, to the wallet, or to the card only up to what the card paid (through the
 * gateway first, then the ledger).
 */
export async function refundInvoice(
  db: Db,
  publicId: string,
  input: { amountCents: number; to: 'wallet' | 'card'; reason?: string },
  actorId: number,
): Promise<{ refunded_cents: number; transaction: number }> {
  const { invoiceByPublicId, recordEvent } = await import('./invoices');
  const { purposeOf } = await import('./purposes');
  const invoice = await invoiceByPublicId(db, publicId);
  if (!invoice) throw new DomainError('not_found', 'invoice_not_found');
  if (invoice.state !== 'paid') throw new DomainError('conflict', 'invoice_not_paid');
  const [payment] = await db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.idempotencyKey, `invoice:${invoice.id}:paid`), eq(ledgerTransactions.kind, 'payment')));
  if (!payment) throw new DomainError('conflict', 'refund_not_allowed');
  const allowed = (await purposeOf(invoice.purpose).refundableCents?.(db, invoice)) ?? invoice.totalCents;
  if (payment.refundedCents + input.amountCents > Math.min(allowed, payment.amountCents)) throw new DomainError('conflict', 'refund_exceeds_payment');
  // The same request twice (a double click) is one refund: the key names the state it was made from.
  const idempotencyKey = `refund:${payment.id}:${payment.refundedCents}:${input.amountCents}:${input.to}`;
  if (input.to === 'card') {
    const memo = (payment.memo ?? {}) as { card_cents?: number; attempt_id?: number | null };
    const [toCard] = await db
      .select({ n: sql<number>`coalesce(sum(${ledgerTransactions.amountCents}), 0)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.refundOf, payment.id), sql`${ledgerTransactions.memo}->>'to' = 'card'`));
    if (!memo.attempt_id || Number(toCard?.n ?? 0) + input.amountCents > (memo.card_cents ?? 0)) throw new DomainError('conflict', 'refund_exceeds_card');
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, memo.attempt_id));
    const { gatewayNamed } = await import('./gateways');
    const gateway = attempt?.reference ? gatewayNamed(attempt.gateway) : null;
    if (!gateway || !attempt?.reference) throw new DomainError('conflict', 'refund_exceeds_card');
    await gateway.refund(db, attempt.reference, input.amountCents, idempotencyKey);
  }
  const result = await refundTransaction(db, { transactionId: payment.id, amountCents: input.amountCents, to: input.to, idempotencyKey, actorId, reason: input.reason });
  if (result.created) await recordEvent(db, invoice.id, 'refunded', actorId, { amount_cents: input.amountCents, to: input.to });
  return { refunded_cents: input.amountCents, transaction: result.id };
}
