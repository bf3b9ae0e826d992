import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateUser } from '@/server/auth/users';
import { uniqueTestMobile } from '@/server/auth/test-helpers';
import type { Db, DbHandle } from '@/server/db/client';
import { ledgerTransactions } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { setupTestDb } from '@/tests/db';
import { classAccountBalance, classAccountBalances, ledgerTotal, postTransaction, unbalancedTransactions, walletBalance } from './ledger';
import { refundTransaction } from './refunds';

let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  db = handle.db;
});
afterAll(() => handle.close());

const newUser = async () => (await findOrCreateUser(db, uniqueTestMobile(), 'WEBSITE_LOGIN', null)).user.id;
let keySeq = 0;
const key = (prefix: string) => `${prefix}:${process.pid}:${Date.now()}:${(keySeq += 1)}`;

const topUp = (userId: number, cents: number) =>
  db.transaction((tx) =>
    postTransaction(tx as unknown as Db, {
      kind: 'top_up',
      idempotencyKey: key('test-top-up'),
      userId,
      legs: [
        { account: { system: 'gateway' }, amountCents: -cents },
        { account: { wallet: userId }, amountCents: cents },
      ],
    }),
  );

const spend = (userId: number, cents: number) =>
  db.transaction((tx) =>
    postTransaction(tx as unknown as Db, {
      kind: 'payment',
      idempotencyKey: key('test-spend'),
      userId,
      legs: [
        { account: { wallet: userId }, amountCents: -cents },
        { account: { system: 'sales' }, amountCents: cents },
      ],
    }),
  );

describe('the ledger', () => {
  it('refuses a transaction whose entries do not sum to zero, and the database refuses one written past the code', async () => {
    const userId = await newUser();
    await expect(
      db.transaction((tx) =>
        postTransaction(tx as unknown as Db, {
          kind: 'bonus',
          idempotencyKey: key('bad'),
          legs: [
            { account: { system: 'sales' }, amountCents: -100 },
            { account: { wallet: userId }, amountCents: 99 },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to -1/);
    // The deferred trigger: one entry alone never commits.
    await expect(
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'bonus', idempotencyKey: key('raw'), amountCents: 5 })
          .returning();
        await tx.execute(
          `insert into ledger_entries (transaction_id, account_id, amount_cents) select ${row!.id}, id, 5 from ledger_accounts where key = 'system:sales'` as never,
        );
      }),
    ).rejects.toThrow();
    expect(await walletBalance(db, userId)).toBe(0);
  });

  it('a balance is the sum of its entries, never below zero; a replayed key posts nothing', async () => {
    const userId = await newUser();
    await topUp(userId, 1_000);
    await spend(userId, 400);
    await expect(spend(userId, 601)).rejects.toBeInstanceOf(DomainError);
    expect(await walletBalance(db, userId)).toBe(600);
    const once = key('once');
    const post = () =>
      db.transaction((tx) =>
        postTransaction(tx as unknown as Db, {
          kind: 'bonus',
          idempotencyKey: once,
          userId,
          legs: [
            { account: { system: 'sales' }, amountCents: -50 },
            { account: { wallet: userId }, amountCents: 50 },
          ],
        }),
      );
    const first = await post();
    const second = await post();
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(await walletBalance(db, userId)).toBe(650);
  });

  it('reads the balances of several classes at once, each its own and 0 before its first movement', async () => {
    const [a, b, quiet] = [1, 2, 3].map((n) => 900_000_000 + (process.pid % 1000) * 1000 + (Date.now() % 1000) + n * 10_000_000);
    const move = (classId: number, cents: number) =>
      db.transaction((tx) =>
        postTransaction(tx as unknown as Db, {
          kind: 'bonus',
          idempotencyKey: key('class-move'),
          legs: [
            { account: { system: 'sales' }, amountCents: -cents },
            { account: { class: classId }, amountCents: cents },
          ],
        }),
      );
    await move(a!, 5_000);
    await move(b!, 3_000);
    await move(b!, -1_000);
    const balances = await classAccountBalances(db, [a!, b!, quiet!]);
    expect(Object.fromEntries(balances)).toEqual({ [a!]: 5_000, [b!]: 2_000, [quiet!]: 0 });
    expect([...balances.values()]).toEqual([await classAccountBalance(db, a!), await classAccountBalance(db, b!), await classAccountBalance(db, quiet!)]);
    expect((await classAccountBalances(db, [])).size).toBe(0);
  });

  it('20 concurrent spends from one wallet never overdraw it', async () => {
    const userId = await newUser();
    await topUp(userId, 1_000);
    // 20 spends of 100 against 1,000: exactly 10 can succeed.
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(userId, 100)));
    const won = results.filter((r) => r.status === 'fulfilled').length;
    expect(won).toBe(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DomainError);
    expect(await walletBalance(db, userId)).toBe(0);
  });

  it('property: any sequence of top-ups, payments and refunds keeps every transaction balanced and the total at zero', async () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant('top_up' as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ type: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ type: fc.constant('refund' as const), cents: fc.integer({ min: 1, max: 50_000 }), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const userId = await newUser();
        let expected = 0;
        const payments: { id: number; cents: number; refunded: number }[] = [];
        for (const step of ops) {
          if (step.type === 'top_up') {
            await topUp(userId, step.cents);
            expected += step.cents;
          } else if (step.type === 'pay') {
            const paid = await spend(userId, step.cents).catch((error: unknown) => {
              if (error instanceof DomainError) return null;
              throw error;
            });
            expect(paid === null).toBe(step.cents > expected);
            if (paid) {
              expected -= step.cents;
              payments.push({ id: paid.id, cents: step.cents, refunded: 0 });
            }
          } else if (payments.length) {
            const payment = payments[step.pick % payments.length]!;
            const refunded = await refundTransaction(db, {
              transactionId: payment.id,
              amountCents: step.cents,
              to: 'wallet',
              idempotencyKey: key('refund'),
            }).catch((error: unknown) => {
              if (error instanceof DomainError) return null;
              throw error;
            });
            // A refund never exceeds what the payment moved.
            expect(refunded === null).toBe(payment.refunded + step.cents > payment.cents);
            if (refunded) {
              payment.refunded += step.cents;
              expected += step.cents;
            }
          }
          expect(await walletBalance(db, userId)).toBe(expected);
          expect(expected).toBeGreaterThanOrEqual(0);
        }
        expect(await unbalancedTransactions(db)).toEqual([]);
        expect(await ledgerTotal(db)).toBe(0);
      }),
      // The example always runs: a top-up, a payment and a refund of part of it, so the check below
      // (a refund was made) does not depend on what the random runs happened to draw.
      {
        numRuns: 25,
        examples: [
          [
            [
              { type: 'top_up', cents: 10_000 },
              { type: 'pay', cents: 4_000 },
              { type: 'refund', cents: 1_500, pick: 0 },
            ],
          ],
        ],
      },
    );
    const [{ n }] = (await db.select({ n: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'refund')).limit(1)) as {
      n: number;
    }[];
    expect(n).toBeGreaterThan(0);
  });
});
