import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { serverConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { discountCodes, invoiceEvents, invoiceLines, invoices, paymentAttempts } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { type LedgerLeg, postTransaction } from './ledger';
import { type InvoiceRow, purposeOf, registeredPurpose } from './purposes';
import { releaseDiscount } from './discounts';
import { basisHolds, canonicalSubject, PAYMENT_GRACE_MINUTES } from './validity';

export interface NewInvoiceLine {
  /** A key under the PaymentLines messages. */
  label: string;
  params?: Record<string, string | number>;
  quantity?: number;
  unitCents: number;
}

export interface NewInvoice {
  userId: number;
  purpose: string;
  /** A row id in canonical decimal (./validity.ts canonicalSubject). */
  subjectId?: string | null;
  /** What a prepared invoice was computed from (PurposeDefinition.prepare). */
  basis?: string | null;
  lines: NewInvoiceLine[];
  /** Default INVOICE_LIFETIME_MINUTES. */
  lifetimeMinutes?: number;
}

export const asTx = (tx: unknown) => tx as Db;

/**
 * A new open invoice. A subject (a request's prepayment) has at most one open or paid invoice: a
 * second call answers the open one, and a paid one is a 409 (a unique index decides, not a lookup).
 */
export async function createInvoice(db: Db, input: NewInvoice): Promise<InvoiceRow> {
  purposeOf(input.purpose);
  const lines = input.lines.map((line) => ({ ...line, quantity: line.quantity ?? 1, params: line.params ?? {} }));
  const subtotal = lines.reduce((total, line) => total + line.quantity * line.unitCents, 0);
  if (!Number.isSafeInteger(subtotal) || subtotal <= 0) throw new DomainError('invalid', 'invoice_amount_invalid');
  if (input.subjectId != null && canonicalSubject(input.subjectId) === null) throw new DomainError('not_found', 'invoice_not_found');
  const lifetime = input.lifetimeMinutes ?? serverConfig().payments.invoiceLifetimeMinutes;
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId: input.userId,
        purpose: input.purpose,
        subjectId: input.subjectId ?? null,
        basis: input.basis ?? null,
        subtotalCents: subtotal,
        totalCents: subtotal,
        expiresAt: new Date(Date.now() + lifetime * 60_000),
      })
      .onConflictDoNothing()
      .returning();
    if (!invoice) {
      const [existing] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.purpose, input.purpose), eq(invoices.subjectId, input.subjectId ?? ''), sql`${invoices.state} in ('open', 'paid')`));
      if (!existing || existing.userId !== input.userId) throw new DomainError('conflict', 'invoice_exists');
      if (existing.state === 'paid') throw new DomainError('conflict', 'invoice_already_paid');
      return existing;
    }
    await tx.insert(invoiceLines).values(
      lines.map((line) => ({
        invoiceId: invoice.id,
        label: line.label,
        params: line.params,
        quantity: line.quantity,
        unitCents: line.unitCents,
        amountCents: line.quantity * line.unitCents,
      })),
    );
    await recordEvent(tx, invoice.id, 'created', input.userId);
    return invoice;
  });
}

export async function recordEvent(db: Db, invoiceId: number, event: string, actorId: number | null, data?: Record<string, unknown>) {
  await db.insert(invoiceEvents).values({ invoiceId, event, actorId, data: data ?? null });
}

/** The caller's invoice; someone else's is answered as if it did not exist (404). */
export async function ownInvoice(db: Db, publicId: string, userId: number, lock = false): Promise<InvoiceRow> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.publicId, publicId), eq(invoices.userId, userId)));
  const [invoice] = lock ? await query.for('update') : await query;
  if (!invoice) throw new DomainError('not_found', 'invoice_not_found');
  return invoice;
}

export async function invoiceByPublicId(db: Db, publicId: string, lock = false): Promise<InvoiceRow | null> {
  const query = db.select().from(invoices).where(eq(invoices.publicId, publicId));
  const [invoice] = lock ? await query.for('update') : await query;
  return invoice ?? null;
}

export async function linesOf(db: Db, invoiceId: number) {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.id));
}

export async function historyOf(db: Db, invoiceId: number) {
  return db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoiceId)).orderBy(asc(invoiceEvents.id));
}

export async function discountCodeOf(db: Db, invoice: InvoiceRow): Promise<string | null> {
  if (!invoice.discountCodeId) return null;
  const [code] = await db.select({ code: discountCodes.code }).from(discountCodes).where(eq(discountCodes.id, invoice.discountCodeId));
  return code?.code ?? null;
}

/**
 * Marks a locked open invoice paid and moves its money in one ledger transaction (card part from
 * the gateway, wallet part from the wallet, all of it to sales, or to the wallet for a top-up),
 * then lets its purpose apply it. The ledger key `invoice:<id>:paid` is unique: an invoice is paid once.
 */
export async function settlePaid(tx: Db, invoice: InvoiceRow, parts: { walletCents: number; cardCents: number; attemptId?: number; actorId?: number | null }) {
  // The invoice changed since the payment started (a code applied): it takes no money of that payment.
  if (parts.walletCents + parts.cardCents !== invoice.totalCents) throw new DomainError('conflict', 'invoice_changed');
  const purpose = purposeOf(invoice.purpose);
  const [paid] = await tx
    .update(invoices)
    .set({ state: 'paid', paidAt: new Date() })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.state, 'open')))
    .returning();
  if (!paid) throw new DomainError('conflict', 'invoice_not_open');
  if (invoice.totalCents > 0) {
    const credited: LedgerLeg['account'] = purpose.creditTo
      ? await purpose.creditTo(tx, invoice)
      : purpose.credits === 'wallet'
        ? { wallet: invoice.userId }
        : { system: 'sales' };
    await postTransaction(tx, {
      kind: purpose.credits === 'wallet' && !purpose.creditTo ? 'top_up' : 'payment',
      idempotencyKey: `invoice:${invoice.id}:paid`,
      userId: invoice.userId,
      invoiceId: invoice.id,
      legs: (
        [
          { account: { system: 'gateway' }, amountCents: -parts.cardCents },
          { account: { wallet: invoice.userId }, amountCents: -parts.walletCents },
          { account: credited, amountCents: invoice.totalCents },
        ] satisfies LedgerLeg[]
      ).filter((leg) => leg.amountCents !== 0),
      memo: { card_cents: parts.cardCents, wallet_cents: parts.walletCents, attempt_id: parts.attemptId ?? null },
    });
  }
  await recordEvent(tx, invoice.id, 'paid', parts.actorId ?? null, { card_cents: parts.cardCents, wallet_cents: parts.walletCents });
  await purpose.onPaid?.(tx, paid);
  return paid;
}

/**
 * The caller's invoice for a subject of a purpose that prepares its own lines (a request's
 * prepayment): the paid one, or the open one while it still bills what is due now, else a new one
 * (an open one whose basis changed is cancelled first). A subject is named one way only (`013` is
 * not `13`: 404); someone else's subject is a 404.
 */
export async function invoiceForSubject(db: Db, userId: number, purposeName: string, rawSubject: string): Promise<InvoiceRow> {
  const purpose = registeredPurpose(purposeName);
  const subjectId = canonicalSubject(rawSubject);
  if (!purpose?.prepare || subjectId === null) throw new DomainError('not_found', 'invoice_not_found');
  const [existing] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.purpose, purposeName), eq(invoices.subjectId, subjectId), sql`${invoices.state} in ('open', 'paid')`));
  if (existing) {
    if (existing.userId !== userId) throw new DomainError('not_found', 'invoice_not_found');
    if (existing.state === 'paid' || (await basisHolds(db, existing))) return existing;
    await closeInvoice(db, existing.id, 'cancelled', null, { reason: 'invoice_basis_changed' });
  }
  const { lines, basis } = await purpose.prepare(db, userId, subjectId);
  return createInvoice(db, { userId, purpose: purposeName, subjectId, basis, lines });
}

/** Ends an open invoice (expired or cancelled): its discount use is given back; `data` says why in its history. */
export async function closeInvoice(
  db: Db,
  invoiceId: number,
  state: 'expired' | 'cancelled',
  actorId: number | null = null,
  data?: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction(async (raw) => {
    const tx = asTx(raw);
    const [closed] = await tx
      .update(invoices)
      .set({ state })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.state, 'open')))
      .returning();
    if (!closed) return false;
    await releaseDiscount(tx, closed);
    await recordEvent(tx, invoiceId, state, actorId, data);
    return true;
  });
}

/** No payment on the invoice started in the half hour before `now`: the payer is not on the gateway's page. */
const noPaymentUnderWay = (now: Date) =>
  sql`not exists (select 1 from ${paymentAttempts} where ${paymentAttempts.invoiceId} = ${invoices.id} and ${paymentAttempts.state} in ('started', 'unsettled') and ${paymentAttempts.createdAt} > ${new Date(now.getTime() - PAYMENT_GRACE_MINUTES * 60_000)})`;

/**
 * The subject an invoice was for is gone or changed (a request cancelled, or reassigned to another
 * tutor at another price): its open invoices are cancelled, also one with a payment under way (money
 * that still arrives for it goes to the payer's wallet, see checkout.ts settleAttempt).
 */
export async function cancelOpenInvoicesFor(db: Db, purposeName: string, rawSubject: string, actorId: number | null): Promise<number> {
  const subjectId = canonicalSubject(rawSubject);
  if (subjectId === null) return 0;
  const open = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.purpose, purposeName), eq(invoices.subjectId, subjectId), eq(invoices.state, 'open')));
  let cancelled = 0;
  for (const { id } of open) if (await closeInvoice(db, id, 'cancelled', actorId, { reason: 'subject_changed' })) cancelled += 1;
  return cancelled;
}

/**
 * Open invoices past their time expire (the durable job in ./jobs.ts), unless a payment on them
 * started in the last half hour: the payer may still be on the gateway's page.
 */
export async function expireInvoices(db: Db, now: Date = new Date()): Promise<{ expired: number }> {
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.state, 'open'), lt(invoices.expiresAt, now), noPaymentUnderWay(now)))
    .limit(500);
  let expired = 0;
  for (const { id } of due) if (await closeInvoice(db, id, 'expired')) expired += 1;
  return { expired };
}
