import type { InvoiceView } from '@/lib/schemas/payments';
import type { PrepaymentDue } from '@/lib/schemas/tutor-requests';

/**
 * The prepayment's sessions, unit price and total as its invoice bills them: what the page shows is
 * what is charged, even if the tutor's price moved after the bill was made. The quote only until
 * there is a bill.
 */
export function billedPrepayment(invoice: Pick<InvoiceView, 'lines' | 'subtotal_cents'> | null, due: PrepaymentDue) {
  const line = invoice?.lines[0];
  if (!invoice || !line) return { sessions: due.sessions, unitCents: due.unitPriceCents, totalCents: due.amountCents };
  return { sessions: line.quantity, unitCents: line.unit_cents, totalCents: invoice.subtotal_cents };
}
