import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { TRANSACTIONS_PAGE_SIZE, type TransactionPage, type TransactionType, type TransactionView, type WalletView } from '@/lib/schemas/payments';
import { instantOf } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import { invoices, ledgerAccounts, ledgerEntries, ledgerTransactions } from '@/server/db/schema';
import { walletBalance } from './ledger';
import { CURRENCY } from '@/lib/currency';

export interface TransactionFilter {
  type?: TransactionType;
  /** ISO days, both inclusive, as the user's calendar has them in `timeZone` (UTC when absent). */
  from?: string;
  to?: string;
  timeZone?: string;
}

/** The instant the day `iso` (YYYY-MM-DD) begins in `zone`, plus `days`. */
function dayStart(iso: string, zone: string, days = 0): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return new Date(instantOf({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, 0, zone));
}

/** A payment takes the payer's money; everything else brings money to them. */
const SIGN: Record<string, number> = { payment: -1 };

function conditions(userId: number, filter: TransactionFilter): SQL {
  const parts: SQL[] = [eq(ledgerTransactions.userId, userId)];
  if (filter.type) parts.push(eq(ledgerTransactions.kind, filter.type));
  const zone = filter.timeZone ?? 'UTC';
  if (filter.from) parts.push(gte(ledgerTransactions.createdAt, dayStart(filter.from, zone)));
  if (filter.to) parts.push(lt(ledgerTransactions.createdAt, dayStart(filter.to, zone, 1)));
  return and(...parts)!;
}

async function rows(db: Db, userId: number, filter: TransactionFilter, limit: number, offset: number): Promise<TransactionView[]> {
  const found = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      amount: ledgerTransactions.amountCents,
      invoice: invoices.publicId,
      createdAt: ledgerTransactions.createdAt,
      wallet: sql<number>`coalesce((select sum(e.amount_cents)::int from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id where e.transaction_id = "ledger_transactions"."id" and a.user_id = ${userId}), 0)`,
    })
    .from(ledgerTransactions)
    .leftJoin(invoices, eq(invoices.id, ledgerTransactions.invoiceId))
    .where(conditions(userId, filter))
    .orderBy(desc(ledgerTransactions.id))
    .limit(limit)
    .offset(offset);
  return found.map((row) => ({
    id: row.id,
    type: row.kind as TransactionType,
    amount_cents: (SIGN[row.kind] ?? 1) * row.amount,
    wallet_cents: Number(row.wallet),
    invoice: row.invoice ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The caller's money movements, newest first, a page at a time. */
export async function transactionPage(db: Db, userId: number, filter: TransactionFilter, page: number): Promise<TransactionPage> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(conditions(userId, filter));
  const total = Number(count?.n ?? 0);
  const items = await rows(db, userId, filter, TRANSACTIONS_PAGE_SIZE, (page - 1) * TRANSACTIONS_PAGE_SIZE);
  return { items, page, pages: Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE)), total };
}

export async function walletView(db: Db, userId: number): Promise<WalletView> {
  return { balance_cents: await walletBalance(db, userId), currency: CURRENCY, recent: await rows(db, userId, {}, 5, 0) };
}

const CSV_LIMIT = 10_000;
const euros = (cents: number) => (cents / 100).toFixed(2);

/** The same movements as CSV (UTF-8, ISO dates in UTC, amounts in euros with a dot). */
export async function transactionsCsv(db: Db, userId: number, filter: TransactionFilter): Promise<string> {
  const list = await rows(db, userId, filter, CSV_LIMIT, 0);
  const lines = [
    'id,date,type,amount_eur,wallet_eur,invoice',
    ...list.map((t) => [t.id, t.created_at, t.type, euros(t.amount_cents), euros(t.wallet_cents), t.invoice ?? ''].join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
