import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { classSessions, classes } from '@/server/db/schema';
import { type InvoiceRow, postTransaction } from '@/server/payments';
import { refundableClassMoney } from './reserved-money';

/**
 * The request's prepayment once lessons exist (docs/decisions.md "Paying (issue 18)", "Classes
 * (issue 30)"): refundable in full until the first lesson is charged, afterwards only what is still
 * prepaid in the class's account outside its discount packs (never more than was paid; a pack's
 * unused sessions return by the pack's own rule). A refund takes its amount out of the
 * class's account as well, in the refund's transaction, so the class page's "prepaid" follows it.
 */
export async function prepaymentRefundableCents(db: Db, invoice: InvoiceRow): Promise<number> {
  const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.prepaymentInvoiceId, invoice.id));
  if (!cls) return invoice.totalCents;
  const [charged] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classSessions)
    .where(and(eq(classSessions.classId, cls.id), eq(classSessions.charged, true)));
  if (!Number(charged?.n ?? 0)) return invoice.totalCents;
  return Math.min(invoice.totalCents, await refundableClassMoney(db, cls.id));
}

export async function prepaymentRefunded(tx: Db, invoice: InvoiceRow, refund: { transactionId: number; amountCents: number }): Promise<void> {
  const [cls] = await tx.select({ id: classes.id, studentUserId: classes.studentUserId }).from(classes).where(eq(classes.prepaymentInvoiceId, invoice.id));
  if (!cls) return;
  await postTransaction(tx, {
    kind: 'class_refund',
    idempotencyKey: `class:${cls.id}:refund:${refund.transactionId}`,
    invoiceId: invoice.id,
    legs: [
      { account: { class: cls.id }, amountCents: -refund.amountCents },
      { account: { system: 'sales' }, amountCents: refund.amountCents },
    ],
    memo: { class_id: cls.id, refund_of_transaction: refund.transactionId },
  });
}
