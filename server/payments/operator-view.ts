import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { readPage } from '@/server/db/pages';
import type {
  OperatorInvoiceDetail,
  OperatorInvoicePage,
  OperatorInvoiceFilters,
  OperatorInvoiceSummary,
  OperatorLedgerTransaction,
  TransactionView,
} from '@/lib/schemas/payments';
import { isPublicUuid } from '@/lib/schemas/ids';
import { CURRENCY } from '@/lib/currency';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { invoiceEvents, invoices, ledgerAccounts, ledgerEntries, ledgerTransactions, paymentAttempts, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { discountCodeOf, linesOf } from './invoices';
import { refundedOf } from './refunds';
import { registeredPurpose } from './purposes';
import { walletView } from './history';
import { lineView } from './view';

/** The console's money section (docs/decisions.md "The operator console: money"). */
const PAGE_SIZE = 50;

type Row = { invoice: typeof invoices.$inferSelect; fullName: string | null; mobile: string; refunded: number };

function summaryOf(row: Row): OperatorInvoiceSummary {
  const { invoice } = row;
  return {
    id: invoice.publicId,
    purpose: invoice.purpose,
    state: invoice.state as OperatorInvoiceSummary['state'],
    total_cents: invoice.totalCents,
    payer: { id: invoice.userId, full_name: row.fullName, mobile: row.mobile },
    created_at: invoice.createdAt.toISOString(),
    paid_at: invoice.paidAt?.toISOString() ?? null,
    refunded_cents: Number(row.refunded),
  };
}

const refundedSum = sql<number>`coalesce((select sum(r.amount_cents)::int from ${ledgerTransactions} r where r.invoice_id = ${invoices.id} and r.kind = 'refund'), 0)`;

function selectInvoices(db: Db) {
  return db
    .select({ invoice: invoices, fullName: users.fullName, mobile: users.mobile, refunded: refundedSum })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId));
}

function matching(query: Omit<OperatorInvoiceFilters, 'page'>): SQL | undefined {
  const where: SQL[] = [];
  if (query.state) where.push(eq(invoices.state, query.state));
  if (query.purpose) where.push(eq(invoices.purpose, query.purpose));
  const q = query.q?.trim();
  if (q) {
    if (isPublicUuid(q.toLowerCase())) where.push(eq(invoices.publicId, q.toLowerCase()));
    else {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = q.replace(/[\s-]/g, '').replace(/^\+?98|^0/, '');
      const matches: SQL[] = [ilike(users.fullName, like)];
      if (/^\d{3,}$/.test(digits)) matches.push(ilike(users.mobile, `%${digits}%`));
      where.push(or(...matches)!);
    }
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** Invoices newest first, 50 a page: by public id, the payer's mobile or name, state and purpose. */
export async function searchInvoices(db: Db, query: OperatorInvoiceFilters): Promise<OperatorInvoicePage> {
  const [{ rows, has_more }, purposes] = await together(db, [
    () =>
      readPage(query.page, PAGE_SIZE, (limit, offset) =>
        selectInvoices(db).where(matching(query)).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(limit).offset(offset),
      ),
    () => db.selectDistinct({ purpose: invoices.purpose }).from(invoices).orderBy(asc(invoices.purpose)),
  ]);
  return {
    invoices: rows.map(summaryOf),
    page: query.page,
    has_more,
    purposes: purposes.map((row) => row.purpose),
  };
}

/** The latest invoices of one payer (the console's person page). */
export async function invoicesOfUser(db: Db, userId: number, limit = 20): Promise<OperatorInvoiceSummary[]> {
  const rows = await selectInvoices(db).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(limit);
  return rows.map(summaryOf);
}

/** A person's wallet for the console: its balance and latest movements. */
export async function walletOfUser(db: Db, userId: number): Promise<{ balance_cents: number; recent: TransactionView[] }> {
  const view = await walletView(db, userId);
  return { balance_cents: view.balance_cents, recent: view.recent };
}

async function transactionsOf(db: Db, invoiceId: number): Promise<OperatorLedgerTransaction[]> {
  const rows = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.invoiceId, invoiceId)).orderBy(asc(ledgerTransactions.id));
  if (rows.length === 0) return [];
  const entries = await db
    .select({ transactionId: ledgerEntries.transactionId, account: ledgerAccounts.key, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      inArray(
        ledgerEntries.transactionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  return rows.map((row) => {
    const memo = (row.memo ?? {}) as { to?: unknown; reason?: unknown };
    return {
      id: row.id,
      kind: row.kind,
      amount_cents: row.amountCents,
      refund_of: row.refundOf,
      to: memo.to === 'wallet' || memo.to === 'card' ? memo.to : null,
      reason: typeof memo.reason === 'string' ? memo.reason : null,
      created_at: row.createdAt.toISOString(),
      entries: entries.filter((entry) => entry.transactionId === row.id).map((entry) => ({ account: entry.account, amount_cents: entry.amount })),
    };
  });
}

/** What the refund form may still do with a paid invoice (the same rules refundInvoice enforces). */
async function refundRoom(db: Db, invoice: typeof invoices.$inferSelect, transactions: OperatorLedgerTransaction[]): Promise<OperatorInvoiceDetail['refund']> {
  if (invoice.state !== 'paid') return null;
  const payment = transactions.find((t) => t.kind === 'payment');
  if (!payment) return null;
  const [row] = await db.select({ memo: ledgerTransactions.memo }).from(ledgerTransactions).where(eq(ledgerTransactions.id, payment.id));
  const cardCents = Number((row?.memo as { card_cents?: number } | null)?.card_cents ?? 0);
  const refunded = await refundedOf(db, payment.id);
  const allowed = (await registeredPurpose(invoice.purpose)?.refundableCents?.(db, invoice)) ?? invoice.totalCents;
  return {
    paid_cents: payment.amount_cents,
    card_cents: cardCents,
    refunded_cents: refunded.totalCents,
    refunded_to_card_cents: refunded.toCardCents,
    refundable_cents: Math.max(0, Math.min(allowed, payment.amount_cents) - refunded.totalCents),
  };
}

/** One invoice as the console shows it: its gateway history, events and ledger transactions with entries. */
export async function operatorInvoice(db: Db, publicId: string): Promise<OperatorInvoiceDetail> {
  const [row] = await selectInvoices(db).where(eq(invoices.publicId, publicId));
  if (!row) throw new DomainError('not_found', 'invoice_not_found');
  const { invoice } = row;
  const [lines, code, attempts, events, transactions] = await together(db, [
    () => linesOf(db, invoice.id),
    () => discountCodeOf(db, invoice),
    () => db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoice.id)).orderBy(asc(paymentAttempts.id)),
    () => db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoice.id)).orderBy(asc(invoiceEvents.id)),
    () => transactionsOf(db, invoice.id),
  ]);
  return {
    ...summaryOf(row),
    currency: CURRENCY,
    lines: lines.map(lineView),
    subtotal_cents: invoice.subtotalCents,
    discount_cents: invoice.discountCents,
    discount_code: code,
    expires_at: invoice.expiresAt.toISOString(),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      gateway: attempt.gateway,
      reference: attempt.reference,
      state: attempt.state,
      card_cents: attempt.cardCents,
      wallet_cents: attempt.walletCents,
      created_at: attempt.createdAt.toISOString(),
      settled_at: attempt.settledAt?.toISOString() ?? null,
      last_error: attempt.lastError,
    })),
    events: events.map((event) => ({ event: event.event, actor_id: event.actorId, data: event.data, at: event.createdAt.toISOString() })),
    transactions,
    refund: await refundRoom(db, invoice, transactions),
  };
}
