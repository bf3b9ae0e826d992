import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCY } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/routing';
import type { EarningsView, PayoutView } from '@/lib/schemas/earnings';
import { maskedIban } from '@/lib/schemas/iban';
import type { Db } from '@/server/db/client';
import { classSessions, classes, courses, ledgerAccounts, ledgerEntries, ledgerTransactions, tutors, users } from '@/server/db/schema';
import { tutorEarningsBalance } from '@/server/payments';
import { now } from '@/server/shared/clock';
import { commissionPercent } from './commission';
import { taughtMinutes } from './pay';
import { PAYOUT_MINIMUM_CENTS, type PayoutRow, payoutsOf } from './payouts';

/** A payout as its tutor sees it: the account masked. */
export function payoutView(payout: PayoutRow): PayoutView {
  return {
    id: payout.id,
    amount_cents: payout.amountCents,
    state: payout.state as PayoutView['state'],
    iban: maskedIban(payout.iban),
    failure_reason: payout.failureReason,
    requested_at: payout.requestedAt.toISOString(),
    settled_at: payout.settledAt?.toISOString() ?? null,
  };
}

const LESSONS_SHOWN = 100;
const MONTHS_SHOWN = 12;
const WAITING_STATES = ['held', 'student_absent', 'disputed'];

/** `YYYY-MM` of an instant in a zone. */
function monthOf(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The `count` months up to the one `at` is in, oldest first. */
function lastMonths(at: Date, zone: string, count: number): string[] {
  const [year, month] = monthOf(at, zone).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The caller's earnings as a tutor: only ever their own (the tutor profile their account teaches as). */
export async function earningsOf(db: Db, userId: number, locale: Locale): Promise<EarningsView> {
  const [me] = await db
    .select({ tutorId: tutors.id, zone: users.timeZone })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(eq(tutors.userId, userId));
  const zone = me?.zone ?? 'UTC';
  const months = lastMonths(now(), zone, MONTHS_SHOWN);
  const empty: EarningsView = {
    currency: CURRENCY,
    available_cents: 0,
    held_cents: 0,
    payout_minimum_cents: PAYOUT_MINIMUM_CENTS,
    payout_method: null,
    payouts: [],
    pending_cents: 0,
    pending_lessons: 0,
    this_month_cents: 0,
    last_month_cents: 0,
    taught_hours: 0,
    next_percent: commissionPercent(0),
    months: months.map((month) => ({ month, net_cents: 0 })),
    lessons: [],
  };
  if (!me) return empty;
  const tutorKey = `tutor:${me.tutorId}`;
  const [available, held, paying, minutes, waiting, entries] = await Promise.all([
    tutorEarningsBalance(db, me.tutorId),
    tutorEarningsBalance(db, me.tutorId, 'held'),
    payoutsOf(db, me.tutorId),
    taughtMinutes(db, me.tutorId),
    db
      .select({ total: sql<number>`coalesce(sum(${classes.unitPriceCents}), 0)::int`, count: sql<number>`count(*)::int` })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .where(and(eq(classes.tutorId, me.tutorId), eq(classSessions.charged, true), inArray(classSessions.state, WAITING_STATES))),
    db
      .select({ amount: ledgerEntries.amountCents, at: ledgerEntries.createdAt, memo: ledgerTransactions.memo })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerAccounts.key, tutorKey), eq(ledgerTransactions.kind, 'tutor_earning')))
      .orderBy(desc(ledgerEntries.id)),
  ]);
  const byMonth = new Map<string, number>();
  for (const entry of entries) byMonth.set(monthOf(entry.at, zone), (byMonth.get(monthOf(entry.at, zone)) ?? 0) + entry.amount);
  const shown = entries.slice(0, LESSONS_SHOWN);
  const sessionIds = shown.map((entry) => Number((entry.memo as { session_id?: number } | null)?.session_id)).filter(Number.isInteger);
  const facts = sessionIds.length
    ? await db
        .select({ id: classSessions.id, startsAt: classSessions.startsAt, student: users.fullName, course: locale === 'fa' ? courses.nameFa : courses.nameEn })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .innerJoin(users, eq(users.id, classes.studentUserId))
        .leftJoin(courses, eq(courses.id, classes.courseId))
        .where(and(inArray(classSessions.id, sessionIds), eq(classes.tutorId, me.tutorId)))
    : [];
  const factOf = new Map(facts.map((fact) => [fact.id, fact]));
  return {
    ...empty,
    available_cents: available,
    held_cents: held,
    payout_method: paying.method ? { iban: maskedIban(paying.method.iban), holder_name: paying.method.holderName } : null,
    payouts: paying.list.map(payoutView),
    pending_cents: Number(waiting[0]?.total ?? 0),
    pending_lessons: Number(waiting[0]?.count ?? 0),
    this_month_cents: byMonth.get(months[months.length - 1]!) ?? 0,
    last_month_cents: byMonth.get(months[months.length - 2]!) ?? 0,
    taught_hours: Math.floor(minutes / 60),
    next_percent: commissionPercent(minutes),
    months: months.map((month) => ({ month, net_cents: byMonth.get(month) ?? 0 })),
    lessons: shown.flatMap((entry) => {
      const memo = entry.memo as { session_id: number; class_id: number; gross_cents: number; commission_cents: number; percent: number };
      const fact = factOf.get(memo.session_id);
      if (!fact) return [];
      return [
        {
          session_id: memo.session_id,
          class_id: memo.class_id,
          starts_at: fact.startsAt.toISOString(),
          student: fact.student,
          course: fact.course ?? null,
          gross_cents: memo.gross_cents,
          commission_cents: memo.commission_cents,
          percent: memo.percent,
          net_cents: entry.amount,
          paid_at: entry.at.toISOString(),
        },
      ];
    }),
  };
}
