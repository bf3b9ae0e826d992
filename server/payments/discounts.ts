import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DiscountView } from '@/lib/schemas/payments';
import type { Db } from '@/server/db/client';
import { discountCodes, discountRedemptions, invoiceEvents, invoices } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { readableCode } from '@/server/shared/readable-code';
import { type InvoiceRow, purposeOf } from './purposes';
import { paymentUnderWay } from './validity';

type CodeRow = typeof discountCodes.$inferSelect;

/** What a code takes off a subtotal: a percent (rounded down) or a fixed amount, never more than the subtotal. */
export function discountFor(code: Pick<CodeRow, 'kind' | 'value'>, subtotalCents: number): number {
  const amount = code.kind === 'percent' ? Math.floor((subtotalCents * code.value) / 100) : code.value;
  return Math.min(amount, subtotalCents);
}

function checkCode(code: CodeRow | undefined, invoice: InvoiceRow, now: Date): CodeRow {
  // A code given to someone else is unknown to this caller.
  if (!code || (code.userId !== null && code.userId !== invoice.userId)) throw new DomainError('invalid', 'discount_unknown', {}, 'code');
  if ((code.startsAt && code.startsAt > now) || (code.endsAt && code.endsAt <= now)) throw new DomainError('invalid', 'discount_not_valid_now', {}, 'code');
  if (code.purposes.length && !code.purposes.includes(invoice.purpose)) throw new DomainError('invalid', 'discount_not_for_this', {}, 'code');
  if (invoice.subtotalCents < code.minAmountCents) {
    throw new DomainError('invalid', 'discount_minimum', { amount: (code.minAmountCents / 100).toFixed(2) }, 'code');
  }
  return code;
}

/**
 * Applies a code to the caller's open invoice (replacing one it had); not while a card payment on
 * it is under way (409), so what the gateway charges is what the invoice asks. The use is taken with one
 * conditional UPDATE of the code's row (`used_count < max_uses`), which also locks the row: two
 * users racing for the last use, one gets it; the same user's limit is counted under that lock.
 */
export async function applyDiscount(db: Db, publicId: string, userId: number, input: string, now: Date = new Date()): Promise<InvoiceRow> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.publicId, publicId), eq(invoices.userId, userId)))
      .for('update');
    if (!invoice) throw new DomainError('not_found', 'invoice_not_found');
    if (invoice.state !== 'open') throw new DomainError('conflict', 'invoice_not_open');
    if (invoice.expiresAt <= now) throw new DomainError('conflict', 'invoice_expired');
    // The gateway was told an amount: the lines stay as they are until that payment is settled or its half hour is over.
    if (await paymentUnderWay(tx, invoice.id, now)) throw new DomainError('conflict', 'invoice_payment_under_way');
    if (purposeOf(invoice.purpose).discountable === false) throw new DomainError('invalid', 'discount_not_for_this', {}, 'code');
    const [found] = await tx
      .select()
      .from(discountCodes)
      .where(sql`upper(${discountCodes.code}) = upper(${input.trim()})`);
    const code = checkCode(found, invoice, now);
    if (invoice.discountCodeId === code.id) return invoice;
    if (invoice.discountCodeId) await releaseDiscount(tx, invoice);
    const [taken] = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(and(eq(discountCodes.id, code.id), or(isNull(discountCodes.maxUses), sql`${discountCodes.usedCount} < ${discountCodes.maxUses}`)))
      .returning({ id: discountCodes.id });
    if (!taken) throw new DomainError('conflict', 'discount_used_up');
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.codeId, code.id), eq(discountRedemptions.userId, userId)));
    if (Number(mine?.n ?? 0) >= code.maxUsesPerUser) throw new DomainError('conflict', 'discount_used_by_you');
    const amount = discountFor(code, invoice.subtotalCents);
    await tx.insert(discountRedemptions).values({ codeId: code.id, userId, invoiceId: invoice.id, amountCents: amount });
    const [updated] = await tx
      .update(invoices)
      .set({ discountCodeId: code.id, discountCents: amount, totalCents: invoice.subtotalCents - amount })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await tx
      .insert(invoiceEvents)
      .values({ invoiceId: invoice.id, event: 'discount_applied', actorId: userId, data: { code: code.code, amount_cents: amount } });
    return updated!;
  });
}

/** Gives an open invoice's code use back (the invoice expired, was cancelled or took another code). */
export async function releaseDiscount(tx: Db, invoice: InvoiceRow): Promise<void> {
  if (!invoice.discountCodeId) return;
  const removed = await tx.delete(discountRedemptions).where(eq(discountRedemptions.invoiceId, invoice.id)).returning({ id: discountRedemptions.id });
  if (removed.length) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.id, invoice.discountCodeId));
  }
  await tx.update(invoices).set({ discountCodeId: null, discountCents: 0, totalCents: invoice.subtotalCents }).where(eq(invoices.id, invoice.id));
}

/** The caller's codes (given to them, or ones they used), newest first. */
export async function userDiscounts(db: Db, userId: number, now: Date = new Date()): Promise<DiscountView[]> {
  const rows = await db
    .select({
      code: discountCodes,
      used: sql<number>`(select count(*)::int from ${discountRedemptions} r join ${invoices} i on i.id = r.invoice_id where r.code_id = "discount_codes"."id" and r.user_id = ${userId} and i.state = 'paid')`,
    })
    .from(discountCodes)
    .where(
      or(
        eq(discountCodes.userId, userId),
        sql`exists (select 1 from ${discountRedemptions} r where r.code_id = ${discountCodes.id} and r.user_id = ${userId})`,
      ),
    )
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map(({ code, used }) => {
    const usedCount = Number(used);
    const left = Math.max(0, Math.min(code.maxUsesPerUser - usedCount, code.maxUses === null ? Infinity : code.maxUses - code.usedCount));
    const expired = Boolean(code.endsAt && code.endsAt <= now);
    return {
      code: code.code,
      kind: code.kind as 'percent' | 'fixed',
      value: code.value,
      min_amount_cents: code.minAmountCents,
      starts_at: code.startsAt?.toISOString() ?? null,
      ends_at: code.endsAt?.toISOString() ?? null,
      purposes: code.purposes,
      used: usedCount,
      uses_left: left,
      state: usedCount > 0 ? 'used' : expired ? 'expired' : 'unused',
    };
  });
}

export interface PersonalCodeInput {
  userId: number;
  /** Where it comes from, at the code's start (`CLUB`, `FRIEND`). */
  prefix: string;
  kind: 'percent' | 'fixed';
  value: number;
  validDays: number;
  /** Purposes it applies to; empty: every bill a code may take. */
  purposes?: string[];
  minAmountCents?: number;
}

/**
 * A code given to one user, for one use (a loyalty club's reward, a referred friend's first lesson):
 * it shows on their discounts page and nobody else can apply it. Made inside the caller's transaction.
 */
export async function issuePersonalCode(tx: Db, input: PersonalCodeInput, now: Date = new Date()): Promise<CodeRow> {
  for (;;) {
    const suffix = readableCode(8);
    const [made] = await tx
      .insert(discountCodes)
      .values({
        code: `${input.prefix}-${suffix}`,
        kind: input.kind,
        value: input.value,
        minAmountCents: input.minAmountCents ?? 0,
        endsAt: new Date(now.getTime() + input.validDays * 86_400_000),
        maxUses: 1,
        maxUsesPerUser: 1,
        purposes: input.purposes ?? [],
        userId: input.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
  }
}
