import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ledgerTransactions, paymentAttempts } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { GatewayError } from './gateways/gateway';
import { asTx, invoiceByPublicId, recordEvent } from './invoices';
import { postTransaction } from './ledger';
import { purposeOf } from './purposes';

type PaymentRow = typeof ledgerTransactions.$inferSelect;
type RefundTo = 'wallet' | 'card';

export interface RefundInput {
  /** The payment (a ledger transaction of kind `payment`) money goes back from. */
  transactionId: number;
  amountCents: number;
  /** Back to the payer's wallet, or to their card through the gateway (the caller asks the gateway). */
  to: RefundTo;
  idempotencyKey: string;
  actorId?: number | null;
  reason?: string;
}

/**
 * Refunds (docs/decisions.md "Refunds (issue 28)"): a refund is a ledger transaction linked to the
 * payment (`refund_of`), from sales to the payer's wallet or back to the gateway for a card refund.
 * What has been refunded of a payment is the sum of those transactions, read while the payment's row
 * is locked (`FOR UPDATE`), so refunds of one payment are made one after another and each decides on
 * what the ledger holds. The key is the ledger's unique idempotency key: the same refund twice is one.
 * `refunded_cents` on the payment is still kept in step (its check constraint is a second guard),
 * but no decision reads it.
 */
async function lockedPayment(tx: Db, transactionId: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.id, transactionId), eq(ledgerTransactions.kind, 'payment')))
    .for('update');
  return payment;
}

/** What the ledger holds as refunded of a payment: in all, and of it back to the card. */
export async function refundedOf(db: Db, paymentId: number): Promise<{ totalCents: number; toCardCents: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${ledgerTransactions.amountCents}), 0)::int`,
      toCard: sql<number>`coalesce(sum(${ledgerTransactions.amountCents}) filter (where ${ledgerTransactions.memo}->>'to' = 'card'), 0)::int`,
    })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.refundOf, paymentId), eq(ledgerTransactions.kind, 'refund')));
  return { totalCents: Number(row?.total ?? 0), toCardCents: Number(row?.toCard ?? 0) };
}

async function refundNamed(tx: Db, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.idempotencyKey, idempotencyKey), eq(ledgerTransactions.kind, 'refund')));
  return row;
}

/** Posts the refund's ledger transaction; call it holding the payment's lock, after the checks. */
async function postRefund(tx: Db, payment: PaymentRow, input: RefundInput): Promise<{ id: number; created: boolean }> {
  const result = await postTransaction(tx, {
    kind: 'refund',
    idempotencyKey: input.idempotencyKey,
    userId: payment.userId,
    invoiceId: payment.invoiceId,
    refundOf: payment.id,
    legs: [
      { account: { system: 'sales' }, amountCents: -input.amountCents },
      input.to === 'wallet'
        ? { account: { wallet: payment.userId! }, amountCents: input.amountCents }
        : { account: { system: 'gateway' }, amountCents: input.amountCents },
    ],
    memo: { to: input.to, actor_id: input.actorId ?? null, reason: input.reason ?? null },
  });
  if (result.created) {
    await tx
      .update(ledgerTransactions)
      .set({ refundedCents: sql`${ledgerTransactions.refundedCents} + ${input.amountCents}` })
      .where(eq(ledgerTransactions.id, payment.id));
  }
  return result;
}

/** A refund of a payment, never more than it moved; the same key again answers the first refund. */
export async function refundTransaction(db: Db, input: RefundInput): Promise<{ id: number; created: boolean }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new DomainError('invalid', 'refund_amount_invalid', {}, 'amount_cents');
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const payment = await lockedPayment(tx, input.transactionId);
    const replayed = await refundNamed(tx, input.idempotencyKey);
    if (replayed) return { id: replayed.id, created: false };
    if (!payment?.userId) throw new DomainError('conflict', 'refund_exceeds_payment');
    const { totalCents } = await refundedOf(tx, payment.id);
    if (totalCents + input.amountCents > payment.amountCents) throw new DomainError('conflict', 'refund_exceeds_payment');
    return postRefund(tx, payment, input);
  });
}

export interface InvoiceRefundRequest {
  amountCents: number;
  to: RefundTo;
  reason?: string;
  /** The caller's Idempotency-Key: the same key is the same refund (a retry, a double click). */
  key: string;
}

/**
 * An operator refunds a paid invoice (docs/decisions.md "Paying (issue 18)", "Refunds (issue 28)"):
 * never more than its purpose still allows, to the wallet, or to the card only up to what the card
 * paid. The invoice's row is locked for the whole refund, the gateway included, so refunds of one
 * invoice never overlap; a card refund goes to the gateway with the refund's own key (a retry after
 * a failure is the same refund there too), then into the ledger in the same transaction.
 */
export async function refundInvoice(
  db: Db,
  publicId: string,
  request: InvoiceRefundRequest,
  actorId: number,
): Promise<{ refunded_cents: number; transaction: number }> {
  const found = await invoiceByPublicId(db, publicId);
  if (!found) throw new DomainError('not_found', 'invoice_not_found');
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const invoice = (await invoiceByPublicId(tx, publicId, true))!;
    const idempotencyKey = `refund:${invoice.id}:${request.key}`;
    const replayed = await refundNamed(tx, idempotencyKey);
    if (replayed) {
      const to = (replayed.memo as { to?: string } | null)?.to;
      if (replayed.amountCents !== request.amountCents || to !== request.to) throw new DomainError('conflict', 'refund_key_reused');
      return { refunded_cents: replayed.amountCents, transaction: replayed.id };
    }
    if (invoice.state !== 'paid') throw new DomainError('conflict', 'invoice_not_paid');
    const [paid] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.idempotencyKey, `invoice:${invoice.id}:paid`), eq(ledgerTransactions.kind, 'payment')));
    const payment = paid ? await lockedPayment(tx, paid.id) : undefined;
    if (!payment?.userId) throw new DomainError('conflict', 'refund_not_allowed');
    const refunded = await refundedOf(tx, payment.id);
    const allowed = (await purposeOf(invoice.purpose).refundableCents?.(tx, invoice)) ?? invoice.totalCents;
    if (refunded.totalCents + request.amountCents > Math.min(allowed, payment.amountCents)) throw new DomainError('conflict', 'refund_exceeds_payment');
    if (request.to === 'card') await refundToCard(tx, payment, refunded.toCardCents, request.amountCents, idempotencyKey);
    const result = await postRefund(tx, payment, {
      transactionId: payment.id,
      amountCents: request.amountCents,
      to: request.to,
      idempotencyKey,
      actorId,
      reason: request.reason,
    });
    if (result.created) await purposeOf(invoice.purpose).onRefunded?.(tx, invoice, { transactionId: result.id, amountCents: request.amountCents });
    await recordEvent(tx, invoice.id, 'refunded', actorId, { amount_cents: request.amountCents, to: request.to });
    return { refunded_cents: request.amountCents, transaction: result.id };
  });
}

/** Money back to the card the payment's attempt charged, through that attempt's gateway. */
async function refundToCard(tx: Db, payment: PaymentRow, toCardCents: number, amountCents: number, key: string): Promise<void> {
  const memo = (payment.memo ?? {}) as { card_cents?: number; attempt_id?: number | null };
  if (!memo.attempt_id || toCardCents + amountCents > (memo.card_cents ?? 0)) throw new DomainError('conflict', 'refund_exceeds_card');
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, memo.attempt_id));
  const { gatewayNamed } = await import('./gateways');
  const gateway = attempt?.reference ? gatewayNamed(attempt.gateway) : null;
  if (!gateway || !attempt?.reference) throw new DomainError('conflict', 'refund_exceeds_card');
  try {
    await gateway.refund(tx, attempt.reference, amountCents, key);
  } catch (error) {
    if (error instanceof GatewayError) throw new DomainError('conflict', 'refund_gateway_failed');
    throw error;
  }
}
