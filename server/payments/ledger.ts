import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { figure, type Figure, readFigures, readNumber } from '@/server/db/rows';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';

/**
 * The double-entry ledger (integer euro cents). Every movement is one transaction whose entries
 * sum to zero (checked here and again by a deferred trigger at commit); a wallet's balance is the
 * sum of its entries and never goes below zero: a debit locks the wallet's account row first, so
 * concurrent spends queue instead of both reading the same balance.
 */

/** `discounts`: what the platform gives (a class pack's discount): it goes below zero by what was given. */
export const SYSTEM_ACCOUNTS = {
  gateway: 'system:gateway',
  sales: 'system:sales',
  opening: 'system:opening',
  discounts: 'system:discounts',
  /** The platform's commission on tutors' earnings (issue 31). */
  commission: 'system:commission',
  /** Tutors' payouts sent to their banks (issue 31). */
  payouts: 'system:payouts',
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

export type LedgerKind =
  | 'top_up'
  | 'payment'
  | 'card_credit'
  | 'refund'
  | 'bonus'
  | 'opening_balance'
  /** Money into a class's account (its prepayment, moved there from sales; a deposit). */
  | 'class_credit'
  /** A charged session: from the class's account to sales. */
  | 'session_charge'
  /** A session's charge undone (an operator found the tutor absent): from sales back to the class's account. */
  | 'charge_undone'
  /** Money out of a class's account (a refunded prepayment, a tutor's cancellation back to the wallet). */
  | 'class_refund'
  /** A class pack's discount, given by the platform (system:discounts) to the class's account. */
  | 'pack_discount'
  /** A discount code on a class's bill or deposit: the platform (system:discounts) pays the code's part into the class's account. */
  | 'code_discount'
  /** An expired pack's unused money leaving its class (to the wallet, and the discount's part to the platform). */
  | 'pack_expiry'
  /** A confirmed session's price leaving sales: the tutor's earnings and the platform's commission (issue 31). */
  | 'tutor_earning'
  /** A sold video package's price leaving sales: the tutor's earnings and the platform's commission (issue 33). */
  | 'package_earning'
  /** A payout requested: the tutor's available earnings held for it (issue 31). */
  | 'payout_hold'
  /** A payout sent: the held money leaves the ledger to the tutor's bank. */
  | 'payout_paid'
  /** A payout that failed: the held money is available again. */
  | 'payout_failed';

/**
 * Where a leg posts: a user's wallet (never below zero), a system account, or a class's account
 * (`class:<id>`, issue 30): what the student has paid ahead for that class minus what its sessions
 * charged. A class account may go below zero: negative is what the student owes.
 */
export type LedgerAccountRef = { wallet: number } | { system: SystemAccount } | { class: number } | { tutor: number } | { tutorHeld: number };

export interface LedgerLeg {
  account: LedgerAccountRef;
  amountCents: number;
}

export interface PostInput {
  kind: LedgerKind;
  idempotencyKey: string;
  userId?: number | null;
  invoiceId?: number | null;
  refundOf?: number | null;
  legs: LedgerLeg[];
  memo?: Record<string, unknown>;
}

const walletKey = (userId: number) => `wallet:${userId}`;
export const classAccountKey = (classId: number) => `class:${classId}`;
/** A tutor's earnings available to them (`tutor:<tutorId>`, issue 31). */
export const tutorAccountKey = (tutorId: number) => `tutor:${tutorId}`;
/** A tutor's earnings held for an open payout (`tutor_held:<tutorId>`). */
export const tutorHeldAccountKey = (tutorId: number) => `tutor_held:${tutorId}`;

/** The wallet's account id, made on first use (a user's wallet exists from their first movement). */
export async function walletAccountId(db: Db, userId: number): Promise<number> {
  const [made] = await db
    .insert(ledgerAccounts)
    .values({ key: walletKey(userId), kind: 'wallet', userId })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (made) return made.id;
  const [found] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, walletKey(userId)));
  return found!.id;
}

/** A system's or a class's account id by key, made on first use. */
async function keyedAccountId(db: Db, key: string, kind: 'system' | 'class' | 'tutor'): Promise<number> {
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.key, key));
  if (found) return found.id;
  const [made] = await db.insert(ledgerAccounts).values({ key, kind }).onConflictDoNothing().returning({ id: ledgerAccounts.id });
  if (made) return made.id;
  const [again] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.key, key));
  return again!.id;
}

const systemAccountId = (db: Db, name: SystemAccount) => keyedAccountId(db, SYSTEM_ACCOUNTS[name], 'system');

function accountIdOf(db: Db, account: LedgerAccountRef): Promise<number> {
  if ('wallet' in account) return walletAccountId(db, account.wallet);
  if ('class' in account) return keyedAccountId(db, classAccountKey(account.class), 'class');
  if ('tutor' in account) return keyedAccountId(db, tutorAccountKey(account.tutor), 'tutor');
  if ('tutorHeld' in account) return keyedAccountId(db, tutorHeldAccountKey(account.tutorHeld), 'tutor');
  return systemAccountId(db, account.system);
}

export async function accountBalance(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.total ?? 0);
}

/** The balance of the account a key names, as a figure (server/db/rows.ts): the sum of its entries, 0 before the first. */
function balanceByKeyFigure(db: Db, key: string): Figure<number> {
  // The account by its key, then its entries, in one read: pages show balances on every render.
  return figure(
    'payments.balance-by-key',
    { key },
    (v) =>
      db
        .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.key, v.key)),
    readNumber,
  );
}

/** A user's wallet balance in cents as a figure: the sum of its entries, 0 before the first. */
export function walletBalanceFigure(db: Db, userId: number): Figure<number> {
  return balanceByKeyFigure(db, walletKey(userId));
}

/** A user's wallet balance in cents: the sum of its entries (0 before the first movement). */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  return (await readFigures(db, { balance: walletBalanceFigure(db, userId) })).balance;
}

/** A class's balance (below) as a figure, for a page that reads it with others. */
export function classAccountBalanceFigure(db: Db, classId: number): Figure<number> {
  return balanceByKeyFigure(db, classAccountKey(classId));
}

/**
 * A class's balance in cents (issue 30): what was paid into its account minus what its sessions
 * charged and what went back out. Positive is prepaid, negative is owed; 0 before any movement.
 */
export async function classAccountBalance(db: Db, classId: number): Promise<number> {
  return (await readFigures(db, { balance: classAccountBalanceFigure(db, classId) })).balance;
}

/** The balances of several classes in one read (a list of classes), each 0 before its first movement. */
export async function classAccountBalances(db: Db, classIds: number[]): Promise<Map<number, number>> {
  const balances = new Map(classIds.map((id) => [id, 0]));
  const classOfKey = new Map(classIds.map((id) => [classAccountKey(id), id]));
  if (!classIds.length) return balances;
  const rows = await db
    .select({ key: ledgerAccounts.key, total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(inArray(ledgerAccounts.key, [...classOfKey.keys()]))
    .groupBy(ledgerAccounts.key);
  for (const row of rows) balances.set(classOfKey.get(row.key)!, Number(row.total));
  return balances;
}

/**
 * A tutor's earnings (issue 31): `available` (what their lessons paid them, not yet asked for) or
 * `held` (asked for in an open payout).
 */
export async function tutorEarningsBalance(db: Db, tutorId: number, part: 'available' | 'held' = 'available'): Promise<number> {
  const key = part === 'available' ? tutorAccountKey(tutorId) : tutorHeldAccountKey(tutorId);
  const [account] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.key, key));
  return account ? accountBalance(db, account.id) : 0;
}

/**
 * Locks the wallet's account row for the rest of the transaction and answers its balance: the
 * one way to read a balance that a spend then relies on.
 */
export async function lockWallet(tx: Db, userId: number): Promise<{ accountId: number; balanceCents: number }> {
  const accountId = await walletAccountId(tx, userId);
  await tx.execute(sql`select id from ledger_accounts where id = ${accountId} for update`);
  return { accountId, balanceCents: await accountBalance(tx, accountId) };
}

export function assertBalanced(legs: readonly { amountCents: number }[]): void {
  if (legs.length < 2) throw new Error('ledger: a transaction needs at least two entries');
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) throw new Error('ledger: entries are non-zero whole cents');
  }
  const sum = legs.reduce((total, leg) => total + leg.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger: entries sum to ${sum}, not 0`);
}

/**
 * Posts one balanced transaction; call it inside a database transaction. A second post with the
 * same idempotency key posts nothing and answers the first one (`created: false`). A wallet that
 * would go below zero refuses the whole transaction (409 wallet_insufficient).
 */
/** A movement just posted, as a watcher sees it (inside the posting's transaction). */
export interface Posted {
  id: number;
  kind: LedgerKind;
  userId: number | null;
  invoiceId: number | null;
  amountCents: number;
  legs: LedgerLeg[];
}

type PostingWatcher = (tx: Db, posted: Posted) => Promise<void>;
const watchers = new Set<PostingWatcher>();

/**
 * Lets a feature act on every new movement in the same transaction (the loyalty club's points for
 * a paid bill, taken back by a refund), without payments knowing it: wired by server/app/compose.ts.
 * A replayed posting (its key already used) is not new and calls nobody.
 */
export function watchPostings(watcher: PostingWatcher): void {
  watchers.add(watcher);
}

export async function postTransaction(tx: Db, input: PostInput): Promise<{ id: number; created: boolean }> {
  const legs = input.legs.filter((leg) => leg.amountCents !== 0);
  assertBalanced(legs);
  // One after another: a transaction is one connection, which runs one statement at a time.
  const resolved: { accountId: number; wallet: boolean; amountCents: number }[] = [];
  for (const leg of legs) {
    resolved.push({ accountId: await accountIdOf(tx, leg.account), wallet: 'wallet' in leg.account, amountCents: leg.amountCents });
  }
  // Debited wallets are locked in id order (two transactions never wait on each other in a circle).
  const debited = [...new Set(resolved.filter((leg) => leg.wallet && leg.amountCents < 0).map((leg) => leg.accountId))].sort((a, b) => a - b);
  if (debited.length) {
    await tx.execute(sql`select id from ledger_accounts where id in ${debited} order by id for update`);
  }
  const amountCents = resolved.filter((leg) => leg.amountCents > 0).reduce((total, leg) => total + leg.amountCents, 0);
  const [made] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      userId: input.userId ?? null,
      invoiceId: input.invoiceId ?? null,
      refundOf: input.refundOf ?? null,
      amountCents,
      memo: input.memo ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!made) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
    return { id: existing!.id, created: false };
  }
  for (const accountId of debited) {
    const change = resolved.filter((leg) => leg.accountId === accountId).reduce((total, leg) => total + leg.amountCents, 0);
    if ((await accountBalance(tx, accountId)) + change < 0) throw new DomainError('conflict', 'wallet_insufficient');
  }
  await tx.insert(ledgerEntries).values(resolved.map((leg) => ({ transactionId: made.id, accountId: leg.accountId, amountCents: leg.amountCents })));
  const posted: Posted = { id: made.id, kind: input.kind, userId: input.userId ?? null, invoiceId: input.invoiceId ?? null, amountCents, legs };
  for (const watcher of watchers) await watcher(tx, posted);
  return { id: made.id, created: true };
}

/** An account's entries, oldest first, with their transaction's kind (empty before the account's first movement). */
export async function accountEntries(db: Db, key: string): Promise<{ transactionId: number; kind: string; amountCents: number; at: Date }[]> {
  const rows = await db
    .select({ transactionId: ledgerEntries.transactionId, kind: ledgerTransactions.kind, amountCents: ledgerEntries.amountCents, at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerAccounts.key, key))
    .orderBy(ledgerEntries.id);
  return rows;
}

/** Every transaction's entries with their sum (the audit and the property test read this). */
export async function unbalancedTransactions(db: Db): Promise<{ transactionId: number; sum: number }[]> {
  const rows = await db
    .select({ transactionId: ledgerEntries.transactionId, sum: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  return rows.map((row) => ({ transactionId: row.transactionId, sum: Number(row.sum) }));
}

export async function ledgerTotal(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` }).from(ledgerEntries);
  return Number(row?.total ?? 0);
}
