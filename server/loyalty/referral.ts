import { and, eq, isNull, sql } from 'drizzle-orm';
import { LOYALTY_RULES } from '@/lib/schemas/loyalty';
import type { Attribution } from '@/lib/schemas/attribution';
import { TUTOR_REQUEST_PREPAYMENT } from '@/lib/schemas/tutor-requests';
import type { Db } from '@/server/db/client';
import { loyaltyPoints, userClubs } from '@/server/db/schema';
import { issuePersonalCode } from '@/server/payments';
import { readableCode } from '@/server/shared/readable-code';
import { lockMember } from './points';

/**
 * A referral link is a campaign of the site's first-touch source cookie (spec §9: 90 days, first
 * touch wins): `utm_source=referral`, the referrer's code as `utm_campaign`.
 */
export const REFERRAL_SOURCE = 'referral';
export const referralPath = (code: string) => `/?utm_source=${REFERRAL_SOURCE}&utm_medium=friend&utm_campaign=${code}`;

const CODE = /^[a-z2-9]{8}$/;

/** The user's referral code, made the first time it is asked for. */
export async function referralCodeOf(db: Db, userId: number): Promise<string> {
  for (;;) {
    const [row] = await db.select({ code: userClubs.referralCode }).from(userClubs).where(eq(userClubs.userId, userId));
    if (row?.code) return row.code;
    if (!row) await db.insert(userClubs).values({ userId }).onConflictDoNothing();
    const code = readableCode(8).toLowerCase();
    // Another tab may be making one too (the first wins), or the code may be taken (try again).
    await db
      .update(userClubs)
      .set({ referralCode: code })
      .where(
        and(eq(userClubs.userId, userId), isNull(userClubs.referralCode), sql`not exists (select 1 from user_clubs other where other.referral_code = ${code})`),
      );
  }
}

/**
 * A new account that arrived through someone's referral link: remembered as referred by them, and
 * given a code off their first lesson's prepayment. Nothing for an unknown code or one's own.
 */
export async function welcomeReferredFriend(db: Db, friendUserId: number, attribution: Attribution | null): Promise<void> {
  const source = attribution?.source;
  const code = source?.utm_source === REFERRAL_SOURCE ? source.utm_campaign?.toLowerCase() : undefined;
  if (!code || !CODE.test(code)) return;
  const [referrer] = await db.select({ userId: userClubs.userId }).from(userClubs).where(eq(userClubs.referralCode, code));
  if (!referrer || referrer.userId === friendUserId) return;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const member = await lockMember(tx, friendUserId);
    if (member.referredByUserId !== null) return;
    await tx.update(userClubs).set({ referredByUserId: referrer.userId }).where(eq(userClubs.userId, friendUserId));
    await issuePersonalCode(tx, {
      userId: friendUserId,
      prefix: 'FRIEND',
      kind: 'fixed',
      value: LOYALTY_RULES.friendDiscountCents,
      validDays: LOYALTY_RULES.friendCodeValidDays,
      purposes: [TUTOR_REQUEST_PREPAYMENT],
      minAmountCents: LOYALTY_RULES.friendDiscountCents * 2,
    });
  });
}

/** How many people the user referred, and how many of them have had their first lesson. */
export async function referralStats(db: Db, userId: number): Promise<{ joined: number; rewarded: number }> {
  const [joined] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userClubs)
    .where(eq(userClubs.referredByUserId, userId));
  const [rewarded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.userId, userId), eq(loyaltyPoints.kind, 'referral')));
  return { joined: Number(joined?.n ?? 0), rewarded: Number(rewarded?.n ?? 0) };
}
