import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ledgerTransactions } from '@/server/db/schema';
import { postTransaction } from '@/server/payments';
import { splitLessonPrice } from './commission';

/** A lesson the tutor is now owed: its price already moved from the class into sales when it was charged. */
export interface EarnedLesson {
  tutorId: number;
  classId: number;
  sessionId: number;
  priceCents: number;
  minutes: number;
}

/** Minutes of lessons already paid to this tutor: what their commission tier counts. */
export async function taughtMinutes(db: Db, tutorId: number): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum((${ledgerTransactions.memo}->>'minutes')::int), 0)::int` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'tutor_earning'), sql`(${ledgerTransactions.memo}->>'tutor_id')::int = ${tutorId}`));
  return Number(row?.minutes ?? 0);
}

/**
 * Pays the tutor for a confirmed (or late-cancelled) lesson: its price leaves sales, the tutor's
 * share to their earnings (`tutor:<id>`), the commission to the platform, in one balanced ledger
 * transaction. Once per session (the key): a second confirmation, a replay or a race pays nothing.
 */
export async function payTutorForLesson(tx: Db, lesson: EarnedLesson): Promise<void> {
  const split = splitLessonPrice(lesson.priceCents, await taughtMinutes(tx, lesson.tutorId));
  await postTransaction(tx, {
    kind: 'tutor_earning',
    idempotencyKey: `session:${lesson.sessionId}:earning`,
    legs: [
      { account: { system: 'sales' }, amountCents: -lesson.priceCents },
      { account: { tutor: lesson.tutorId }, amountCents: split.tutorCents },
      { account: { system: 'commission' }, amountCents: split.commissionCents },
    ],
    memo: {
      tutor_id: lesson.tutorId,
      class_id: lesson.classId,
      session_id: lesson.sessionId,
      minutes: lesson.minutes,
      gross_cents: lesson.priceCents,
      commission_cents: split.commissionCents,
      percent: split.percent,
    },
  });
}

/** A video package sold (issue 33): its price, paid into sales by the buyer's invoice. */
export interface SoldPackage {
  tutorId: number;
  packageId: number;
  invoiceId: number;
  buyerId: number;
  priceCents: number;
}

/**
 * Pays the tutor for a sold video package: its price leaves sales, the tutor's share to their
 * earnings, the commission (the tutor's current rate, as for a lesson) to the platform. Once per
 * invoice (the key).
 */
export async function payTutorForPackageSale(tx: Db, sale: SoldPackage): Promise<void> {
  const split = splitLessonPrice(sale.priceCents, await taughtMinutes(tx, sale.tutorId));
  await postTransaction(tx, {
    kind: 'package_earning',
    idempotencyKey: `invoice:${sale.invoiceId}:package-earning`,
    invoiceId: sale.invoiceId,
    legs: [
      { account: { system: 'sales' }, amountCents: -sale.priceCents },
      { account: { tutor: sale.tutorId }, amountCents: split.tutorCents },
      { account: { system: 'commission' }, amountCents: split.commissionCents },
    ],
    memo: {
      tutor_id: sale.tutorId,
      package_id: sale.packageId,
      buyer_id: sale.buyerId,
      gross_cents: sale.priceCents,
      commission_cents: split.commissionCents,
      percent: split.percent,
    },
  });
}
