import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { paymentAttempts } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { type InvoiceRow, purposeOf } from './purposes';

/**
 * When an invoice can still take money (docs/decisions.md "Invoices that cannot be gamed"): its
 * subject named one way, its amount what its purpose would bill now, its time not up. Checked when
 * a payment starts and again when it settles, not only by the jobs.
 */

/** How long a payer may stay on the gateway's page: an invoice is not expired, nor its lines changed, under a payment this young. */
export const PAYMENT_GRACE_MINUTES = 30;

/** A subject is a row id in canonical decimal (no sign, no leading zeros, nothing trailing); anything else names nothing. */
export function canonicalSubject(raw: string): string | null {
  return /^[1-9][0-9]{0,17}$/.test(raw) ? raw : null;
}

/**
 * Until when the invoice takes money: its expiry, or, for a payment started before it, the
 * payment's half hour of grace (the expiry job waits as long; the payer may be on the gateway's page).
 */
export function payableUntil(invoice: Pick<InvoiceRow, 'expiresAt'>, paymentStartedAt?: Date): Date {
  if (!paymentStartedAt || paymentStartedAt >= invoice.expiresAt) return invoice.expiresAt;
  const grace = new Date(paymentStartedAt.getTime() + PAYMENT_GRACE_MINUTES * 60_000);
  return grace > invoice.expiresAt ? grace : invoice.expiresAt;
}

/**
 * Whether a prepared invoice still bills what its purpose would bill now (same basis, same
 * subtotal); an invoice of a purpose that prepares nothing always does. A subject its purpose no
 * longer bills (a request cancelled or reassigned) does not.
 */
export async function basisHolds(db: Db, invoice: InvoiceRow): Promise<boolean> {
  const purpose = purposeOf(invoice.purpose);
  if (!purpose.prepare || invoice.subjectId === null) return true;
  try {
    const now = await purpose.prepare(db, invoice.userId, invoice.subjectId);
    const subtotal = now.lines.reduce((total, line) => total + (line.quantity ?? 1) * line.unitCents, 0);
    return (now.basis ?? null) === invoice.basis && subtotal === invoice.subtotalCents;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** Why the invoice cannot take a payment now (a DomainError code), or null when it can. */
export async function refusalOf(db: Db, invoice: InvoiceRow, now: Date, paymentStartedAt?: Date): Promise<'invoice_expired' | 'invoice_basis_changed' | null> {
  if (payableUntil(invoice, paymentStartedAt) <= now) return 'invoice_expired';
  if (!(await basisHolds(db, invoice))) return 'invoice_basis_changed';
  return null;
}

/** A card payment on the invoice started in the last half hour and not yet settled: its lines stay as the gateway was told. */
export async function paymentUnderWay(db: Db, invoiceId: number, now: Date = new Date()): Promise<boolean> {
  const [attempt] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.invoiceId, invoiceId),
        inArray(paymentAttempts.state, ['started', 'unsettled']),
        gt(paymentAttempts.createdAt, new Date(now.getTime() - PAYMENT_GRACE_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  return Boolean(attempt);
}
