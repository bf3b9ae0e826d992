import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { classBalance } from '@/server/classes';
import type { Db } from '@/server/db/client';
import { classPurchases } from '@/server/db/schema';
import { postTransaction } from '@/server/payments';
import { classAccountKey, packsOf } from './money';
import { expiryReturn } from './pack-usage';

/**
 * Packs past their validity are settled (the durable job in ./jobs.ts), each once, in its own
 * transaction: the pack's row is locked and skipped by a second runner, the class account is
 * locked while its balance is read, and the ledger keys `class-pack:<id>:expiry[-discount]` are
 * unique. What is unused leaves the class: the part the student paid to their wallet, the
 * discount's part back to the platform (./pack-usage.ts expiryReturn).
 */
export async function expirePacks(db: Db, now: Date = new Date()): Promise<{ expired: number; returnedCents: number }> {
  const due = await db
    .select({ id: classPurchases.id })
    .from(classPurchases)
    .where(
      and(eq(classPurchases.kind, 'pack'), sql`${classPurchases.paidAt} is not null`, isNull(classPurchases.settledAt), lte(classPurchases.expiresAt, now)),
    )
    .limit(200);
  let expired = 0;
  let returnedCents = 0;
  for (const { id } of due) {
    const returned = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const [pack] = await tx
        .select()
        .from(classPurchases)
        .where(and(eq(classPurchases.id, id), isNull(classPurchases.settledAt)))
        .for('update', { skipLocked: true });
      if (!pack) return null;
      await tx.execute(sql`select id from ledger_accounts where key = ${classAccountKey(pack.classId)} for update`);
      const money = (await packsOf(tx, pack.classId)).find((candidate) => candidate.id === pack.id)!;
      const back = expiryReturn(money, money.leftCents, await classBalance(tx, pack.classId));
      if (back.toWalletCents > 0) {
        await postTransaction(tx, {
          kind: 'pack_expiry',
          idempotencyKey: `class-pack:${pack.id}:expiry`,
          userId: pack.userId,
          invoiceId: pack.invoiceId,
          legs: [
            { account: { class: pack.classId }, amountCents: -back.toWalletCents },
            { account: { wallet: pack.userId }, amountCents: back.toWalletCents },
          ],
          memo: { pack: pack.id, class: pack.classId, unused_cents: back.unusedCents },
        });
      }
      if (back.toPlatformCents > 0) {
        await postTransaction(tx, {
          kind: 'pack_expiry',
          idempotencyKey: `class-pack:${pack.id}:expiry-discount`,
          invoiceId: pack.invoiceId,
          legs: [
            { account: { class: pack.classId }, amountCents: -back.toPlatformCents },
            { account: { system: 'discounts' }, amountCents: back.toPlatformCents },
          ],
          memo: { pack: pack.id, class: pack.classId },
        });
      }
      await tx.update(classPurchases).set({ settledAt: now, returnedCents: back.unusedCents }).where(eq(classPurchases.id, pack.id));
      return back.unusedCents;
    });
    if (returned !== null) {
      expired += 1;
      returnedCents += returned;
    }
  }
  return { expired, returnedCents };
}
