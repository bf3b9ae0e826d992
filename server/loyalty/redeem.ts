import { and, eq } from 'drizzle-orm';
import { LOYALTY_RULES, REDEEM_OPTIONS, type RedeemBody, type RedeemedCodeView } from '@/lib/schemas/loyalty';
import type { Db } from '@/server/db/client';
import { discountCodes, loyaltyPoints } from '@/server/db/schema';
import { issuePersonalCode } from '@/server/payments';
import { DomainError } from '@/server/shared/domain-error';
import { now as clockNow } from '@/server/shared/clock';
import { lockMember, pointsBalance, spendPoints } from './points';

const view = (code: typeof discountCodes.$inferSelect, points: number): RedeemedCodeView => ({
  code: code.code,
  value_cents: code.value,
  points,
  ends_at: code.endsAt!.toISOString(),
});

/**
 * Points into a discount code (one of the options), in one transaction holding the member's lock:
 * the points are spent and the code made together. The page's request id makes a replay or a
 * double click return the same code instead of spending twice.
 */
export async function redeemPoints(db: Db, userId: number, body: RedeemBody): Promise<RedeemedCodeView> {
  const option = REDEEM_OPTIONS.find((candidate) => candidate.points === body.points)!;
  const key = `redeem:${userId}:${body.request_id}`;
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockMember(tx, userId);
    const done = await earlierRedemption(tx, userId, key);
    if (done) return done;
    const balance = await pointsBalance(tx, userId);
    if (balance < option.points) throw new DomainError('conflict', 'loyalty_points_short', { points: option.points - balance });
    const now = clockNow();
    const code = await issuePersonalCode(tx, { userId, prefix: 'CLUB', kind: 'fixed', value: option.cents, validDays: LOYALTY_RULES.codeValidDays }, now);
    await spendPoints(tx, { userId, kind: 'redeemed', points: option.points, key, memo: { discount_code_id: code.id }, now });
    return view(code, option.points);
  });
}

async function earlierRedemption(tx: Db, userId: number, key: string): Promise<RedeemedCodeView | null> {
  const [row] = await tx
    .select({ points: loyaltyPoints.points, memo: loyaltyPoints.memo })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.idempotencyKey, key), eq(loyaltyPoints.userId, userId)));
  if (!row) return null;
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.id, (row.memo as { discount_code_id: number }).discount_code_id));
  return view(code!, -row.points);
}
