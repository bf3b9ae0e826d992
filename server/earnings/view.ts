import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { CURRENCY } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/routing';
import type { EarnedLessonView, EarningsStatement, EarningsView, PayoutView } from '@/lib/schemas/earnings';
import { maskedIban } from '@/lib/schemas/iban';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { classSessions, classes, courses, ledgerAccounts, ledgerEntries, ledgerTransactions, tutors, users } from '@/server/db/schema';
import { tutorEarningsBalance } from '@/server/payments';
import { now } from '@/server/shared/clock';
import { commissionPercent } from './commission';
import { taughtMinutes } from './pay';
import { PAYOUT_MINIMUM_CENTS, type PayoutRow, payoutsOf } from './payouts';
import { dateTimeFormat } from '@/lib/intl-cache';

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
const DAY = 86_400_000;
const MONTHS_SHOWN = 12;
const WAITING_STATES = ['held', 'student_absent', 'disputed'];

/** `YYYY-MM` of an instant in a zone. */
function monthOf(at: Date, zone: string): string {
  const parts = dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(at);
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

type EarningEntry = { amount: number; at: Date; memo: unknown };

/** A day either side of a month in UTC: every zone's days of that month fall inside (zones are within ±14 hours). */
function monthWindow(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, index - 1, 1) - DAY), to: new Date(Date.UTC(year, index, 1) + DAY) };
}

/**
 * The tutor's earnings entries, newest first: one per lesson paid, inside a window of time (so a
 * page reads what it shows, not the tutor's whole history) and at most `limit` of them.
 */
function earningEntries(db: Db, tutorId: number, window: { from?: Date; to?: Date; limit?: number }): Promise<EarningEntry[]> {
  const query = db
    .select({ amount: ledgerEntries.amountCents, at: ledgerEntries.createdAt, memo: ledgerTransactions.memo })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.key, `tutor:${tutorId}`),
        eq(ledgerTransactions.kind, 'tutor_earning'),
        window.from ? gte(ledgerEntries.createdAt, window.from) : undefined,
        window.to ? lt(ledgerEntries.createdAt, window.to) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.id));
  return window.limit ? query.limit(window.limit) : query;
}

/** Each entry as the lesson it paid: when, who, what, its price, the commission and its rate. */
async function lessonViews(db: Db, tutorId: number, entries: readonly EarningEntry[], locale: Locale): Promise<EarnedLessonView[]> {
  const sessionIds = entries.map((entry) => Number((entry.memo as { session_id?: number } | null)?.session_id)).filter(Number.isInteger);
  const facts = sessionIds.length
    ? await db
        .select({ id: classSessions.id, startsAt: classSessions.startsAt, student: users.fullName, course: locale === 'fa' ? courses.nameFa : courses.nameEn })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .innerJoin(users, eq(users.id, classes.studentUserId))
        .leftJoin(courses, eq(courses.id, classes.courseId))
        .where(and(inArray(classSessions.id, sessionIds), eq(classes.tutorId, tutorId)))
    : [];
  const factOf = new Map(facts.map((fact) => [fact.id, fact]));
  return entries.flatMap((entry) => {
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
  });
}

/** The tutor profile the caller teaches as, and their zone (months are theirs). */
async function tutorOf(db: Db, userId: number): Promise<{ tutorId: number; zone: string } | null> {
  const [me] = await db
    .select({ tutorId: tutors.id, zone: users.timeZone })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(eq(tutors.userId, userId));
  return me ? { tutorId: me.tutorId, zone: me.zone ?? 'UTC' } : null;
}

/**
 * A month's statement for the caller as a tutor (issue 31): every lesson paid in it (in their zone)
 * with its commission, the payouts asked for in it, and the totals.
 */
export async function statementOf(db: Db, userId: number, month: string, locale: Locale): Promise<EarningsStatement> {
  const me = await tutorOf(db, userId);
  const zone = me?.zone ?? 'UTC';
  if (!me) return { month, time_zone: zone, lessons: [], payouts: [], gross_cents: 0, commission_cents: 0, net_cents: 0, paid_out_cents: 0 };
  const [entries, paying] = await together(db, [() => earningEntries(db, me.tutorId, monthWindow(month)), () => payoutsOf(db, me.tutorId, monthWindow(month))]);
  const lessons = await lessonViews(
    db,
    me.tutorId,
    entries.filter((entry) => monthOf(entry.at, zone) === month),
    locale,
  );
  const monthPayouts = paying.list.filter((payout) => monthOf(payout.requestedAt, zone) === month).map(payoutView);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    month,
    time_zone: zone,
    lessons,
    payouts: monthPayouts,
    gross_cents: sum(lessons.map((l) => l.gross_cents)),
    commission_cents: sum(lessons.map((l) => l.commission_cents)),
    net_cents: sum(lessons.map((l) => l.net_cents)),
    paid_out_cents: sum(monthPayouts.filter((p) => p.state === 'paid').map((p) => p.amount_cents)),
  };
}

/** The caller's earnings as a tutor: only ever their own (the tutor profile their account teaches as). */
export async function earningsOf(db: Db, userId: number, locale: Locale): Promise<EarningsView> {
  const me = await tutorOf(db, userId);
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
  const [available, held, paying, minutes, waiting, entries, latest] = await together(db, [
    () => tutorEarningsBalance(db, me.tutorId),
    () => tutorEarningsBalance(db, me.tutorId, 'held'),
    () => payoutsOf(db, me.tutorId),
    () => taughtMinutes(db, me.tutorId),
    () =>
      db
        .select({ total: sql<number>`coalesce(sum(${classes.unitPriceCents}), 0)::int`, count: sql<number>`count(*)::int` })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .where(and(eq(classes.tutorId, me.tutorId), eq(classSessions.charged, true), inArray(classSessions.state, WAITING_STATES))),
    () => earningEntries(db, me.tutorId, { from: monthWindow(months[0]!).from }),
    () => earningEntries(db, me.tutorId, { limit: LESSONS_SHOWN }),
  ]);
  const byMonth = new Map<string, number>();
  for (const entry of entries) {
    const month = monthOf(entry.at, zone);
    byMonth.set(month, (byMonth.get(month) ?? 0) + entry.amount);
  }
  const lessons = await lessonViews(db, me.tutorId, latest, locale);
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
    lessons,
  };
}
