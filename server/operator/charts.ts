import { sql } from 'drizzle-orm';
import { WEEK_STARTS_ON } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { dateTimeFormat } from '@/lib/intl-cache';
import type { OverviewCharts, OverviewPeriod } from '@/lib/schemas/operator';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { rowsOf } from '@/server/db/rows';
import { DomainError } from '@/server/shared/domain-error';

/**
 * The console overview's charts (issue 34), computed in SQL over the real tables for the calendar
 * days the operator chose, in the operator's zone (docs/decisions.md "The console overview's figures"):
 * - a request counts on the day it was submitted; it is matched when it first reached
 *   `suggestions_ready` (a tutor accepted, or an operator assigned one);
 * - "within 24 hours" is a share of the requests whose 24 hours are over (or that matched sooner),
 *   so today's new requests do not pull the share down before they had their chance;
 * - money per week (the week starting on the reader's first weekday): paid for lessons and packages
 *   (ledger `payment`), given back (`refund`, `class_refund`), and the commission account's net entries;
 * - tickets and disputes opened per day, and how many are open now.
 */
export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;

function dayIn(zone: string, at: Date): string {
  // en-CA writes a date as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period asked for, or the last 30 days to today in the operator's zone. */
export function overviewPeriod(query: OverviewPeriod, zone: string, now: Date): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_PERIOD_DAYS - 1) : dayIn(zone, now));
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) throw new DomainError('invalid', 'period_reversed', {}, 'to');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_PERIOD_DAYS) throw new DomainError('invalid', 'period_too_long', { days: MAX_PERIOD_DAYS }, 'to');
  return { from, to };
}

interface DailyRow {
  day: string;
  submitted: number;
  matched_within_24h: number;
  window_over: number;
  median_seconds: number | null;
  tickets_opened: number;
  disputes_opened: number;
}

interface WeeklyRow {
  week: string;
  paid_cents: number;
  refunded_cents: number;
  commission_cents: number;
}

interface TotalsRow {
  submitted: number;
  matched_within_24h: number;
  window_over: number;
  median_seconds: number | null;
  open_tickets: number;
  open_disputes: number;
}

/** Bounds of the period as instants: from the first day's midnight to the day after the last, in `zone`. */
function bounds(from: string, to: string, zone: string) {
  return {
    lo: sql`(${from}::date)::timestamp at time zone ${zone}`,
    hi: sql`(${to}::date + 1)::timestamp at time zone ${zone}`,
  };
}

function submittedRequests(from: string, to: string, zone: string) {
  const { lo, hi } = bounds(from, to, zone);
  return sql`
    select r.id, r.submitted_at,
      (r.submitted_at at time zone ${zone})::date as day,
      (select min(t.created_at) from tutor_request_transitions t where t.request_id = r.id and t.to_state = 'suggestions_ready') as matched_at
    from tutor_requests r
    where r.submitted_at >= ${lo} and r.submitted_at < ${hi}`;
}

function matchingFigures(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    count(s.id)::int as submitted,
    count(s.id) filter (where s.matched_at < s.submitted_at + interval '24 hours')::int as matched_within_24h,
    count(s.id) filter (where s.matched_at < s.submitted_at + interval '24 hours' or s.submitted_at + interval '24 hours' <= ${at})::int as window_over,
    percentile_cont(0.5) within group (order by extract(epoch from s.matched_at - s.submitted_at)) as median_seconds`;
}

async function dailyRows(db: Db, from: string, to: string, zone: string, now: Date): Promise<DailyRow[]> {
  const { lo, hi } = bounds(from, to, zone);
  const result = await db.execute(sql`
    with submitted as (${submittedRequests(from, to, zone)}),
    requests as (
      select d::date as day, ${matchingFigures(now)}
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      left join submitted s on s.day = d::date
      group by d::date
    ),
    tickets_opened as (
      select (created_at at time zone ${zone})::date as day, count(*)::int as n
      from tickets where created_at >= ${lo} and created_at < ${hi} group by 1
    ),
    disputes_opened as (
      select (created_at at time zone ${zone})::date as day, count(*)::int as n
      from session_events where to_state = 'disputed' and created_at >= ${lo} and created_at < ${hi} group by 1
    )
    select to_char(r.day, 'YYYY-MM-DD') as day, r.submitted, r.matched_within_24h, r.window_over, r.median_seconds,
      coalesce(t.n, 0)::int as tickets_opened, coalesce(s.n, 0)::int as disputes_opened
    from requests r
    left join tickets_opened t on t.day = r.day
    left join disputes_opened s on s.day = r.day
    order by r.day`);
  return rowsOf<DailyRow>(result);
}

async function weeklyRows(db: Db, from: string, to: string, zone: string, weekStartsOn: number): Promise<WeeklyRow[]> {
  const { lo, hi } = bounds(from, to, zone);
  const weekOf = (day: ReturnType<typeof sql>) => sql`(${day} - ((extract(dow from ${day})::int - ${weekStartsOn}::int + 7) % 7))`;
  const result = await db.execute(sql`
    with weeks as (
      select distinct ${weekOf(sql`d::date`)} as week
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
    ),
    moved as (
      select ${weekOf(sql`(created_at at time zone ${zone})::date`)} as week,
        sum(amount_cents) filter (where kind = 'payment')::int as paid,
        sum(amount_cents) filter (where kind in ('refund', 'class_refund'))::int as refunded
      from ledger_transactions
      where kind in ('payment', 'refund', 'class_refund') and created_at >= ${lo} and created_at < ${hi}
      group by 1
    ),
    commission as (
      select ${weekOf(sql`(e.created_at at time zone ${zone})::date`)} as week, sum(e.amount_cents)::int as n
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.key = 'system:commission' and e.created_at >= ${lo} and e.created_at < ${hi}
      group by 1
    )
    select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(m.paid, 0)::int as paid_cents, coalesce(m.refunded, 0)::int as refunded_cents,
      coalesce(c.n, 0)::int as commission_cents
    from weeks w left join moved m on m.week = w.week left join commission c on c.week = w.week
    order by w.week`);
  return rowsOf<WeeklyRow>(result);
}

async function totalsRow(db: Db, from: string, to: string, zone: string, now: Date): Promise<TotalsRow> {
  const result = await db.execute(sql`
    with submitted as (${submittedRequests(from, to, zone)})
    select ${matchingFigures(now)},
      (select count(*)::int from tickets where state = 'open') as open_tickets,
      (select count(*)::int from class_sessions where state = 'disputed') as open_disputes
    from submitted s`);
  return rowsOf<TotalsRow>(result)[0]!;
}

const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const hours = (seconds: number | null): number | null => (seconds === null ? null : Math.round((Number(seconds) / 3600) * 10) / 10);

/** The charts for the period the operator chose, in their zone and their week. */
export async function overviewCharts(db: Db, query: OverviewPeriod, zone: string, locale: Locale, now = new Date()): Promise<OverviewCharts> {
  const { from, to } = overviewPeriod(query, zone, now);
  const [daily, weekly, totals] = await together(db, [
    () => dailyRows(db, from, to, zone, now),
    () => weeklyRows(db, from, to, zone, WEEK_STARTS_ON[locale]),
    () => totalsRow(db, from, to, zone, now),
  ]);
  return {
    period: { from, to, time_zone: zone },
    totals: {
      submitted: totals.submitted,
      matched_within_24h: totals.matched_within_24h,
      share_matched_within_24h: share(totals.matched_within_24h, totals.window_over),
      median_hours_to_first_accept: hours(totals.median_seconds),
      paid_cents: weekly.reduce((sum, w) => sum + w.paid_cents, 0),
      refunded_cents: weekly.reduce((sum, w) => sum + w.refunded_cents, 0),
      commission_cents: weekly.reduce((sum, w) => sum + w.commission_cents, 0),
      open_tickets: totals.open_tickets,
      open_disputes: totals.open_disputes,
    },
    days: daily.map((d) => ({
      day: d.day,
      submitted: d.submitted,
      share_matched_within_24h: share(d.matched_within_24h, d.window_over),
      median_hours_to_first_accept: hours(d.median_seconds),
      tickets_opened: d.tickets_opened,
      disputes_opened: d.disputes_opened,
    })),
    weeks: weekly,
  };
}
