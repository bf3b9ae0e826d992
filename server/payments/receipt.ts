import { and, eq, gt, notExists, sql } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import { billPath } from '@/lib/payments/paths';
import type { Db } from '@/server/db/client';
import { invoices, notifications, userEmails, users } from '@/server/db/schema';
import { notify, type NotifyResult } from '@/server/notifications/notify';
import { languageOf } from '@/server/notifications/render';

/**
 * A paid invoice's receipt, by e-mail to the payer's verified address only (none verified, none
 * sent): the amount, the invoice's number and when it was paid, with a link to its receipt page.
 * Sent once per invoice, however often the job runs.
 */
export async function sendPaymentReceipt(db: Db, invoiceId: number): Promise<NotifyResult[]> {
  const [row] = await db
    .select({ invoice: invoices, locale: users.locale })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, invoiceId));
  return row ? notifyReceipt(db, row.invoice, row.locale) : [];
}

function notifyReceipt(db: Db, invoice: typeof invoices.$inferSelect, locale: string | null): Promise<NotifyResult[]> {
  const paidAt = invoice.paidAt;
  if (invoice.state !== 'paid' || !paidAt) return Promise.resolve([]);
  return notify(db, {
    template: 'payment-receipt',
    userId: invoice.userId,
    eventKey: `invoice:${invoice.id}:receipt`,
    params: {
      amount: formatPrice(invoice.totalCents, languageOf(locale)),
      number: invoice.publicId.slice(0, 8).toUpperCase(),
      at: paidAt,
    },
    linkPath: billPath(invoice.publicId, 'payed'),
  });
}

/** How far back the sweep looks: a receipt more than a day late is not sent at all. */
const RECEIPT_WINDOW = sql`interval '1 day'`;

/** Sends the receipts due: invoices paid in the window, to a verified e-mail, none sent yet. */
export async function sendDueReceipts(db: Db): Promise<{ sent: number }> {
  const due = await db
    .select({ invoice: invoices, locale: users.locale })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(userEmails, eq(userEmails.userId, invoices.userId))
    .where(
      and(
        eq(invoices.state, 'paid'),
        gt(invoices.paidAt, sql`now() - ${RECEIPT_WINDOW}`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, invoices.userId),
                eq(notifications.eventKey, sql`'invoice:' || ${invoices.id} || ':receipt'`),
                eq(notifications.status, 'sent'),
              ),
            ),
        ),
      ),
    )
    .limit(200);
  let sent = 0;
  for (const { invoice, locale } of due) {
    const results = await notifyReceipt(db, invoice, locale);
    sent += results.filter((result) => result.status === 'sent').length;
  }
  return { sent };
}
