import { desc, eq } from 'drizzle-orm';
import type { InvoiceView } from '@/lib/schemas/payments';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { type invoiceLines, paymentAttempts } from '@/server/db/schema';
import { paidPathOf } from './checkout';
import { discountCodeOf, historyOf, linesOf, ownInvoice } from './invoices';
import { walletBalance } from './ledger';
import { purposeOf } from './purposes';
import { CURRENCY } from '@/lib/currency';

/** The page of what the invoice is for (our own, locale-free), when its purpose names one. */
function returnPathOf(invoice: Parameters<typeof paidPathOf>[0]): string | null {
  const path = purposeOf(invoice.purpose).returnPath?.(invoice);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Why a closed invoice closed (`invoice_basis_changed`: what it billed changed), from its history. */
function closedReason(state: string, history: { event: string; data: unknown }[]): string | null {
  if (state !== 'cancelled' && state !== 'expired') return null;
  const closed = history.findLast((event) => event.event === state);
  const reason = (closed?.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** The caller's invoice as the bill page shows it (someone else's: 404). */
/** An invoice line as the bill and the console show it. */
export function lineView(line: typeof invoiceLines.$inferSelect) {
  return { label: line.label, params: line.params, quantity: line.quantity, unit_cents: line.unitCents, amount_cents: line.amountCents };
}

export async function invoiceView(db: Db, publicId: string, userId: number): Promise<InvoiceView> {
  const invoice = await ownInvoice(db, publicId, userId);
  const [lines, history, code, balance, [attempt]] = await together(db, [
    () => linesOf(db, invoice.id),
    () => historyOf(db, invoice.id),
    () => discountCodeOf(db, invoice),
    () => walletBalance(db, userId),
    () => db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoice.id)).orderBy(desc(paymentAttempts.id)).limit(1),
  ]);
  return {
    id: invoice.publicId,
    purpose: invoice.purpose,
    state: invoice.state as InvoiceView['state'],
    currency: CURRENCY,
    lines: lines.map(lineView),
    subtotal_cents: invoice.subtotalCents,
    discount_cents: invoice.discountCents,
    total_cents: invoice.totalCents,
    discount_code: code,
    expires_at: invoice.expiresAt.toISOString(),
    paid_at: invoice.paidAt?.toISOString() ?? null,
    created_at: invoice.createdAt.toISOString(),
    wallet_balance_cents: balance,
    payable_by_wallet: purposeOf(invoice.purpose).payableByWallet,
    discountable: purposeOf(invoice.purpose).discountable !== false,
    paid_path: paidPathOf(invoice),
    return_path: returnPathOf(invoice),
    closed_reason: closedReason(invoice.state, history),
    payment: attempt ? { state: attempt.state, card_cents: attempt.cardCents, wallet_cents: attempt.walletCents } : null,
    history: history.map((event) => ({ event: event.event, at: event.createdAt.toISOString() })),
  };
}
