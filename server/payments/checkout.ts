import { and, eq, inArray } from 'drizzle-orm';
import { billPath, WALLET_PATH } from '@/lib/payments/paths';
import { serverConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { invoices, paymentAttempts } from '@/server/db/schema';
import { logger } from '@/server/observability/logger';
import { DomainError } from '@/server/shared/domain-error';
import { type GatewayVerdict, GatewayError } from './gateways/gateway';
import { activeGateway, gatewayNamed } from './gateways';
import { asTx, closeInvoice, invoiceByPublicId, ownInvoice, recordEvent, settlePaid } from './invoices';
import { lockWallet, postTransaction, walletBalance } from './ledger';
import { type InvoiceRow, purposeOf } from './purposes';
import { refusalOf } from './validity';
import { CURRENCY } from '@/lib/currency';

type AttemptRow = typeof paymentAttempts.$inferSelect;
export type Outcome = 'paid' | 'credited' | 'declined' | 'cancelled' | 'unsettled';

/** Where a paid invoice leads: its purpose's page, else the bill's paid page (always our own, locale-free). */
export function paidPathOf(invoice: InvoiceRow): string {
  const path = purposeOf(invoice.purpose).paidPath?.(invoice) ?? billPath(invoice.publicId, 'payed');
  return path.startsWith('/') && !path.startsWith('//') ? path : billPath(invoice.publicId, 'payed');
}

/**
 * The locked open invoice may take a payment now; if its time is up or its basis changed it is
 * closed (expired, or cancelled as void) and the refusal's code answered, for the caller to throw
 * after committing the close.
 */
async function closeIfVoid(tx: Db, invoice: InvoiceRow, now: Date, actorId: number | null, paymentStartedAt?: Date) {
  const refusal = await refusalOf(tx, invoice, now, paymentStartedAt);
  if (refusal) await closeInvoice(tx, invoice.id, refusal === 'invoice_expired' ? 'expired' : 'cancelled', actorId, { reason: refusal });
  return refusal;
}

/** Pays the caller's open invoice from their wallet. A second click finds it paid and charges nothing. */
export async function payByWallet(db: Db, publicId: string, userId: number, now: Date = new Date()): Promise<InvoiceRow> {
  const result = await db.transaction(async (raw) => {
    const tx = asTx(raw);
    const invoice = await ownInvoice(tx, publicId, userId, true);
    if (invoice.state === 'paid') return invoice;
    if (invoice.state !== 'open') throw new DomainError('conflict', 'invoice_not_open');
    if (!purposeOf(invoice.purpose).payableByWallet) throw new DomainError('conflict', 'invoice_not_payable_by_wallet');
    const refusal = await closeIfVoid(tx, invoice, now, userId);
    if (refusal) return refusal;
    const { balanceCents } = await lockWallet(tx, userId);
    if (balanceCents < invoice.totalCents) throw new DomainError('conflict', 'wallet_insufficient');
    return settlePaid(tx, invoice, { walletCents: invoice.totalCents, cardCents: 0, actorId: userId });
  });
  if (typeof result === 'string') throw new DomainError('conflict', result);
  return result;
}

/**
 * Starts paying the caller's invoice at the gateway: card for all of it, or (`withWallet`) the
 * wallet first and the card for the rest, the wallet part taken only when the card part is paid.
 * Answers where to send the payer: the gateway's page, or our own page when there is nothing to charge.
 */
export async function startOnlinePayment(
  db: Db,
  publicId: string,
  userId: number,
  options: { withWallet: boolean; locale: string },
  now: Date = new Date(),
): Promise<{ location: string; external: boolean }> {
  const gateway = activeGateway();
  // Under the invoice's row lock: its amount is checked against what is due now, and a code applied
  // after this commit sees the attempt (and is refused while it is under way).
  const begun = await db.transaction(async (raw) => {
    const tx = asTx(raw);
    const invoice = await ownInvoice(tx, publicId, userId, true);
    if (invoice.state === 'paid') return { invoice, attempt: null };
    if (invoice.state !== 'open') throw new DomainError('conflict', 'invoice_not_open');
    const refusal = await closeIfVoid(tx, invoice, now, userId);
    if (refusal) return { refusal };
    const purpose = purposeOf(invoice.purpose);
    const walletCents = options.withWallet && purpose.payableByWallet ? Math.min(await walletBalance(tx, userId), invoice.totalCents) : 0;
    const cardCents = invoice.totalCents - walletCents;
    // The wallet covers it all: the bill page pays from the wallet (a GET never spends).
    if (cardCents <= 0) return { invoice, attempt: null };
    const [attempt] = await tx.insert(paymentAttempts).values({ invoiceId: invoice.id, gateway: gateway.name, cardCents, walletCents }).returning();
    return { invoice, attempt: attempt! };
  });
  if ('refusal' in begun) throw new DomainError('conflict', begun.refusal!);
  const { invoice, attempt } = begun;
  if (!attempt) return { location: invoice.state === 'paid' ? paidPathOf(invoice) : billPath(invoice.publicId), external: false };
  const { cardCents, walletCents } = attempt;
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
    ? await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.invoiceId, invoice.id)))
    : [];
  if (!attempt) return invoice.state === 'paid' ? paidPathOf(invoice) : billPath(invoice.publicId);
  const gateway = gatewayNamed(attempt.gateway);
  const answer = gateway?.readReturn(query);
  if (!gateway || !answer || !attempt.reference || answer.reference !== attempt.reference) {
    // Forged or tampered: believe nothing. The reconciliation job asks the gateway about this attempt.
    logger().warn({ attempt: attempt.id }, 'payments: callback refused (unsigned or for another payment)');
    return pathFor(invoice, await currentOutcome(db, attempt.id));
  }
  try {
    return pathFor(invoice, await verifyAttempt(db, attempt, answer.hint));
  } catch (error) {
    // Never a 500 for the payer: what went wrong is kept on the attempt, and reconciliation tries again.
    await recordAttemptError(db, attempt.id, error);
    return billPath(invoice.publicId, 'error-2');
  }
}

/** An attempt that could not be applied: logged and kept on the attempt (the reconciliation job's report shows it). */
export async function recordAttemptError(db: Db, attemptId: number, error: unknown): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  logger().error({ attempt: attemptId, err: message }, 'payments: an attempt could not be applied');
  await db
    .update(paymentAttempts)
    .set({ lastError: message.slice(0, 500), checkedAt: new Date() })
    .where(eq(paymentAttempts.id, attemptId));
  return message;
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
 * another way meanwhile, past its time, its basis or total changed since the payment started, the
 * wallet part spent), the card's money goes to the wallet; an invoice past its time or void is closed.
 */
export async function settleAttempt(db: Db, attemptId: number, verdict: GatewayVerdict, now: Date = new Date()): Promise<Outcome> {
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    if (!attempt) throw new DomainError('not_found', 'invoice_not_found');
    if (attempt.state === 'paid' || attempt.state === 'credited') return attempt.state;
    if (verdict.amountCents !== attempt.cardCents || (verdict.currency ?? CURRENCY).toUpperCase() !== CURRENCY) {
      logger().error({ attempt: attempt.id, verdict }, 'payments: the gateway charged another amount; left for an operator');
      await tx.update(paymentAttempts).set({ state: 'unsettled' }).where(eq(paymentAttempts.id, attempt.id));
      return 'unsettled';
    }
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, attempt.invoiceId)).for('update');
    let outcome: 'paid' | 'credited' = 'paid';
    // Recomputed now, not believed from when the payment started: its time, its basis, its total.
    const refusal = invoice!.state === 'open' ? await closeIfVoid(tx, invoice!, now, null, attempt.createdAt) : null;
    try {
      await tx.transaction(async (savepoint) => {
        if (refusal) throw new DomainError('conflict', refusal);
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
    await tx.update(paymentAttempts).set({ state: outcome, settledAt: new Date(), lastError: null }).where(eq(paymentAttempts.id, attempt.id));
    return outcome;
  });
}
