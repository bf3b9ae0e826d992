import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { billPath, WALLET_PATH } from '@/lib/payments/paths';
import { serverConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { invoices, paymentAttempts } from '@/server/db/schema';
import { logger } from '@/server/observability/logger';
import { DomainError } from '@/server/shared/domain-error';
import { type GatewayVerdict, GatewayError } from './gateways/gateway';
import { activeGateway, gatewayNamed } from './gateways';
import { asTx, invoiceByPublicId, ownInvoice, recordEvent, settlePaid } from './invoices';
import { lockWallet, postTransaction, walletBalance } from './ledger';
import { type InvoiceRow, purposeOf } from './purposes';

type AttemptRow = typeof paymentAttempts.$inferSelect;
export type Outcome = 'paid' | 'credited' | 'declined' | 'cancelled' | 'unsettled';

/** Where a paid invoice leads: its purpose's page, else the bill's paid page (always our own, locale-free). */
export function paidPathOf(invoice: InvoiceRow): string {
  const path = purposeOf(invoice.purpose).paidPath?.(invoice) ?? billPath(invoice.publicId, 'payed');
  return path.startsWith('/') && !path.startsWith('//') ? path : billPath(invoice.publicId, 'payed');
}

/** Pays the caller's open invoice from their wallet. A second click finds it paid and charges nothing. */
export async function payByWallet(db: Db, publicId: string, userId: number): Promise<InvoiceRow> {
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const invoice = await ownInvoice(tx, publicId, userId, true);
    if (invoice.state === 'paid') return invoice;
    if (invoice.state !== 'open') throw new DomainError('conflict', 'invoice_not_open');
    if (!purposeOf(invoice.purpose).payableByWallet) throw new DomainError('conflict', 'invoice_not_payable_by_wallet');
    const { balanceCents } = await lockWallet(tx, userId);
    if (balanceCents < invoice.totalCents) throw new DomainError('conflict', 'wallet_insufficient');
    return settlePaid(tx, invoice, { walletCents: invoice.totalCents, cardCents: 0, actorId: userId });
  });
}

/**
 * Starts paying the caller's invoice at the gateway: card for all of it, or (`withWallet`) the
 * wallet first and the card for the rest, the wallet part taken only when the card part is paid.
 * Answers where to send the payer: the gateway's page, or our own page when there is nothing to charge.
 */
export async function startOnlinePayment(db: Db, publicId: string, userId: number, options: { withWallet: boolean; locale: string }): Promise<{ location: string; external: boolean }> {
  const invoice = await ownInvoice(db, publicId, userId);
  if (invoice.state === 'paid') return { location: paidPathOf(invoice), external: false };
  if (invoice.state !== 'open') throw new DomainError('conflict', 'invoice_not_open');
  const purpose = purposeOf(invoice.purpose);
  const walletCents = options.withWallet && purpose.payableByWallet ? Math.min(await walletBalance(db, userId), invoice.totalCents) : 0;
  const cardCents = invoice.totalCents - walletCents;
  // The wallet covers it all: the bill page pays from the wallet (a GET never spends).
  if (cardCents <= 0) return { location: billPath(invoice.publicId), external: false };
  const gateway = activeGateway();
  const [attempt] = await db.insert(paymentAttempts).values({ invoiceId: invoice.id, gateway: gateway.name, cardCents, walletCents }).returning();
  const returnUrl = `${serverConfig().siteUrl}/api/www/v1/invoice/${invoice.publicId}/callback?attempt=${attempt!.id}&lang=${options.locale}`;
  try {
    const started = await gateway.start(db, {
      attemptId: attempt!.id,
      invoicePublicId: invoice.publicId,
      amountCents: cardCents,
      currency: invoice.currency,
      description: `Tutorly ${invoice.publicId.slice(0, 8)}`,
      returnUrl,
    });
    await db.update(paymentAttempts).set({ reference: started.reference }).where(eq(paymentAttempts.id, attempt!.id));
    await recordEvent(db, invoice.id, 'payment_started', userId, { gateway: gateway.name, card_cents: cardCents, wallet_cents: walletCents });
    return { location: started.redirectUrl, external: true };
  } catch (error) {
    logger().warn({ err: error instanceof Error ? error.message : String(error), attempt: attempt!.id }, 'payments: gateway did not start a payment');
    await db.update(paymentAttempts).set({ state: 'cancelled', settledAt: new Date() }).where(eq(paymentAttempts.id, attempt!.id));
    return { location: billPath(invoice.publicId, 'error-1'), external: false };
  }
}

/**
 * The gateway sent the payer back. The query is only a hint: its signature is checked, the payment
 * is verified with the gateway server-to-server and applied once. Answers the page to show.
 */
export async function handleCallback(db: Db, publicId: string, query: URLSearchParams): Promise<string> {
  const invoice = await invoiceByPublicId(db, publicId);
  if (!invoice) throw new DomainError('not_found', 'invoice_not_found');
  const attemptId = Number(query.get('attempt'));
  const [attempt] = Number.isSafeInteger(attemptId)
    ? await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.invoiceId, invoice.id)))
    : [];
  if (!attempt) return invoice.state === 'paid' ? paidPathOf(invoice) : billPath(invoice.publicId);
  const gateway = gatewayNamed(attempt.gateway);
  const answer = gateway?.readReturn(query);
  if (!gateway || !answer || !attempt.reference || answer.reference !== attempt.reference) {
    // Forged or tampered: believe nothing. The reconciliation job asks the gateway about this attempt.
    logger().warn({ attempt: attempt.id }, 'payments: callback refused (unsigned or for another payment)');
    return pathFor(invoice, await currentOutcome(db, attempt.id));
  }
  return pathFor(invoice, await verifyAttempt(db, attempt, answer.hint));
}

async function currentOutcome(db: Db, attemptId: number): Promise<Outcome> {
  const [attempt] = await db.select({ state: paymentAttempts.state }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  const state = attempt?.state;
  return state === 'paid' || state === 'credited' || state === 'declined' || state === 'cancelled' ? state : 'unsettled';
}

function pathFor(invoice: InvoiceRow, outcome: Outcome): string {
  if (outcome === 'paid') return paidPathOf(invoice);
  if (outcome === 'credited') return WALLET_PATH;
  if (outcome === 'declined' || outcome === 'cancelled') return billPath(invoice.publicId, 'error-1');
  return billPath(invoice.publicId, 'error-2');
}

/** Asks the attempt's gateway and applies the answer; a gateway that cannot answer leaves it unsettled. */
export async function verifyAttempt(db: Db, attempt: AttemptRow, hint?: 'cancelled'): Promise<Outcome> {
  const gateway = gatewayNamed(attempt.gateway);
  if (!gateway || !attempt.reference) return 'unsettled';
  let verdict: GatewayVerdict;
  try {
    verdict = await gateway.verify(db, attempt.reference, hint);
  } catch (error) {
    if (!(error instanceof GatewayError) && !(error instanceof Error)) throw error;
    logger().warn({ attempt: attempt.id, err: error.message }, 'payments: verify failed; the attempt is left for reconciliation');
    return markAttempt(db, attempt.id, 'unsettled');
  }
  return applyVerdict(db, attempt.id, verdict);
}

async function markAttempt(db: Db, attemptId: number, state: 'unsettled' | 'declined' | 'cancelled'): Promise<Outcome> {
  const [changed] = await db
    .update(paymentAttempts)
    .set({ state, settledAt: state === 'unsettled' ? null : new Date() })
    .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.state, ['started', 'unsettled'])))
    .returning();
  if (changed && state !== 'unsettled') await recordEvent(db, changed.invoiceId, `payment_${state}`, null);
  return changed ? state : currentOutcome(db, attemptId);
}

/** Applies what the gateway said of an attempt (from a callback, the webhook or the reconciliation job). */
export async function applyVerdict(db: Db, attemptId: number, verdict: GatewayVerdict): Promise<Outcome> {
  if (verdict.status === 'paid') return settleAttempt(db, attemptId, verdict);
  if (verdict.status === 'pending') return markAttempt(db, attemptId, 'unsettled');
  return markAttempt(db, attemptId, verdict.status);
}

/**
 * A charged attempt, applied exactly once (the attempt's row lock, the invoice's state change and
 * the ledger's unique key): the invoice is paid, or, when it can no longer take the money (paid
 * another way meanwhile, expired, the wallet part spent), the card's money goes to the wallet.
 */
export async function settleAttempt(db: Db, attemptId: number, verdict: GatewayVerdict): Promise<Outcome> {
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    if (!attempt) throw new DomainError('not_found', 'invoice_not_found');
    if (attempt.state === 'paid' || attempt.state === 'credited') return attempt.state;
    if (verdict.amountCents !== attempt.cardCents || (verdict.currency ?? 'EUR').toUpperCase() !== 'EUR') {
      logger().error({ attempt: attempt.id, verdict }, 'payments: the gateway charged another amount; left for an operator');
      await tx.update(paymentAttempts).set({ state: 'unsettled' }).where(eq(paymentAttempts.id, attempt.id));
      return 'unsettled';
    }
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, attempt.invoiceId)).for('update');
    let outcome: 'paid' | 'credited' = 'paid';
    try {
      await tx.transaction(async (savepoint) => {
        await settlePaid(asTx(savepoint), invoice!, { walletCents: attempt.walletCents, cardCents: attempt.cardCents, attemptId: attempt.id });
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome = 'credited';
      await postTransaction(tx, {
        kind: 'card_credit',
        idempotencyKey: `attempt:${attempt.id}:credit`,
        userId: invoice!.userId,
        invoiceId: invoice!.id,
        legs: [
          { account: { system: 'gateway' }, amountCents: -attempt.cardCents },
          { account: { wallet: invoice!.userId }, amountCents: attempt.cardCents },
        ],
        memo: { attempt_id: attempt.id, reason: error.code },
      });
      await recordEvent(tx, invoice!.id, 'payment_credited_to_wallet', null, { card_cents: attempt.cardCents, reason: error.code });
    }
    await tx.update(paymentAttempts).set({ state: outcome, settledAt: new Date() }).where(eq(paymentAttempts.id, attempt.id));
    return outcome;
  });
}

/**
 * The reconciliation job's work: attempts whose payer never came back (started over ten minutes
 * ago) or whose verification failed are asked about again, and settled or closed.
 */
export async function reconcileAttempts(db: Db, now: Date = new Date()): Promise<Record<Outcome, number>> {
  const due = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        isNotNull(paymentAttempts.reference),
        or(eq(paymentAttempts.state, 'unsettled'), and(eq(paymentAttempts.state, 'started'), lt(paymentAttempts.createdAt, new Date(now.getTime() - 10 * 60_000)))),
        sql`${paymentAttempts.createdAt} > ${new Date(now.getTime() - 7 * 24 * 3_600_000)}`,
      ),
    )
    .limit(200);
  const counts: Record<Outcome, number> = { paid: 0, credited: 0, declined: 0, cancelled: 0, unsettled: 0 };
  for (const attempt of due) counts[await verifyAttempt(db, attempt)] += 1;
  return counts;
}
