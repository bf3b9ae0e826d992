import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '@/server/auth/roles';
import { findUserByMobile } from '@/server/auth/users';
import { openConsole, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { classFixture } from '@/server/classes/test-helpers';
import type { Db, DbHandle } from '@/server/db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  sessionEvents,
  tickets,
  tutorRequests,
  tutorRequestTransitions,
  tutors,
  users,
} from '@/server/db/schema';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { overviewCharts } from './charts';

/**
 * A history whose figures are known, in March 2025 (no other row of this file's database is that
 * old), read in Tehran (UTC+03:30, no daylight saving since 2022) with the Persian week (Saturday first).
 */
const ZONE = 'Asia/Tehran';
const at = (tehran: string) => new Date(`${tehran}+03:30`);
const HOUR = 3_600_000;

let handle: DbHandle;
let operatorToken: string;
let studentId: number;

async function request(db: Db, submitted: Date | null, matchedAfterHours?: number): Promise<void> {
  const [row] = await db
    .insert(tutorRequests)
    .values({
      userId: studentId,
      origin: 'list',
      state: matchedAfterHours ? 'suggestions_ready' : 'offers_out',
      submittedAt: submitted,
      createdAt: submitted ?? new Date(),
    })
    .returning({ id: tutorRequests.id });
  if (!submitted) return;
  const steps = [{ seq: 1, transition: 'submit', fromState: 'draft', toState: 'matching', actor: 'student', createdAt: submitted }];
  steps.push({
    seq: 2,
    transition: 'offers_sent',
    fromState: 'matching',
    toState: 'offers_out',
    actor: 'system',
    createdAt: new Date(submitted.getTime() + 60_000),
  });
  if (matchedAfterHours) {
    const matched = new Date(submitted.getTime() + matchedAfterHours * HOUR);
    steps.push({ seq: 3, transition: 'tutor_accepted', fromState: 'offers_out', toState: 'suggestions_ready', actor: 'system', createdAt: matched });
    // Sent back to matching and accepted again later: only the first acceptance counts.
    steps.push({
      seq: 4,
      transition: 'reassign',
      fromState: 'suggestions_ready',
      toState: 'matching',
      actor: 'student',
      createdAt: new Date(matched.getTime() + HOUR),
    });
    steps.push({
      seq: 5,
      transition: 'tutor_accepted',
      fromState: 'matching',
      toState: 'suggestions_ready',
      actor: 'system',
      createdAt: new Date(matched.getTime() + 2 * HOUR),
    });
  }
  await db.insert(tutorRequestTransitions).values(steps.map((step) => ({ ...step, requestId: row!.id })));
}

async function account(db: Db, key: string): Promise<number> {
  await db.insert(ledgerAccounts).values({ key, kind: 'system' }).onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.key, key));
  return row!.id;
}

let posted = 0;
async function money(db: Db, kind: string, when: Date, legs: Array<[string, number]>): Promise<void> {
  await db.transaction(async (tx) => {
    const amount = legs.filter(([, cents]) => cents > 0).reduce((sum, [, cents]) => sum + cents, 0);
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ kind, idempotencyKey: `charts-test:${++posted}`, amountCents: amount, createdAt: when })
      .returning({ id: ledgerTransactions.id });
    for (const [key, cents] of legs) {
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: row!.id, accountId: await account(tx as unknown as Db, key), amountCents: cents, createdAt: when });
    }
  });
}

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  const db = handle.db;
  const operator = uniqueTestMobile();
  ({ token: operatorToken } = await signInByCode(db, operator));
  await grantRole(db, (await findUserByMobile(db, operator))!.id, 'operator');
  await openConsole(db, operatorToken);
  const student = uniqueTestMobile();
  await signInByCode(db, student);
  studentId = (await findUserByMobile(db, student))!.id;
  await db.update(users).set({ timeZone: ZONE }).where(eq(users.mobile, operator));

  // Requests: two on the 3rd (matched after 2 h, and after 30 h), one just after midnight on the
  // 4th in Tehran (still the 3rd in UTC, never matched), one on the 10th (4 h); a draft and one
  // submitted the evening before the period do not count.
  await request(db, at('2025-03-03T09:00:00'), 2);
  await request(db, at('2025-03-03T22:00:00'), 30);
  await request(db, at('2025-03-04T00:30:00'));
  await request(db, at('2025-03-10T10:00:00'), 4);
  await request(db, null);
  await request(db, at('2025-03-02T23:00:00'), 1);

  // Money: €40 paid on Monday the 3rd; €25 just after midnight on Saturday the 8th in Tehran (still
  // Friday in UTC): the second Persian week; €10 refunded on the 9th, €5 of a class given back on the
  // 16th; a top-up is not a sale; commission €6 and €3; a payment after the period.
  await money(db, 'payment', at('2025-03-03T12:00:00'), [
    ['system:gateway', -4000],
    ['system:sales', 4000],
  ]);
  await money(db, 'payment', at('2025-03-08T00:10:00'), [
    ['system:gateway', -2500],
    ['system:sales', 2500],
  ]);
  await money(db, 'top_up', at('2025-03-05T12:00:00'), [
    ['system:gateway', -10000],
    ['system:charts-wallet', 10000],
  ]);
  await money(db, 'refund', at('2025-03-09T12:00:00'), [
    ['system:sales', -1000],
    ['system:charts-wallet', 1000],
  ]);
  await money(db, 'class_refund', at('2025-03-16T12:00:00'), [
    ['system:charts-class', -500],
    ['system:charts-wallet', 500],
  ]);
  await money(db, 'tutor_earning', at('2025-03-04T12:00:00'), [
    ['system:sales', -4000],
    ['system:charts-tutor', 3400],
    ['system:commission', 600],
  ]);
  await money(db, 'tutor_earning', at('2025-03-11T12:00:00'), [
    ['system:sales', -2000],
    ['system:charts-tutor', 1700],
    ['system:commission', 300],
  ]);
  await money(db, 'payment', at('2025-03-17T12:00:00'), [
    ['system:gateway', -9900],
    ['system:sales', 9900],
  ]);

  // Support: two tickets opened on the 5th (one still waiting for the team), a session disputed on the 12th and still open.
  await db.insert(tickets).values([
    { ownerId: studentId, topic: 'support', subject: 'Where is my receipt?', state: 'open', createdAt: at('2025-03-05T10:00:00') },
    { ownerId: studentId, topic: 'support', subject: 'Thanks', state: 'closed', createdAt: at('2025-03-05T11:00:00') },
  ]);
  const [tutor] = await db.select({ id: tutors.id }).from(tutors).limit(1);
  const { sessionIds } = await classFixture(db, {
    studentUserId: studentId,
    tutorId: tutor!.id,
    sessions: [{ startsAt: at('2025-03-12T09:00:00'), state: 'disputed' }],
  });
  await db
    .insert(sessionEvents)
    .values({ sessionId: sessionIds[0]!, event: 'disputed', fromState: 'held', toState: 'disputed', actor: 'student', createdAt: at('2025-03-12T12:00:00') });
});
afterAll(() => handle.close());

describe('the console overview as charts, over a history with known answers', () => {
  it('counts requests per day in the operator’s zone, the share matched within 24 hours and the median time to the first acceptance', async () => {
    const charts = await overviewCharts(handle.db, { from: '2025-03-03', to: '2025-03-16' }, ZONE, 'fa', new Date('2026-01-01T00:00:00Z'));
    expect(charts.period).toEqual({ from: '2025-03-03', to: '2025-03-16', time_zone: ZONE });
    expect(charts.days).toHaveLength(14);
    const day = (d: string) => charts.days.find((row) => row.day === d)!;
    expect(day('2025-03-03')).toMatchObject({ submitted: 2, share_matched_within_24h: 0.5, median_hours_to_first_accept: 16 });
    expect(day('2025-03-04')).toMatchObject({ submitted: 1, share_matched_within_24h: 0, median_hours_to_first_accept: null });
    expect(day('2025-03-10')).toMatchObject({ submitted: 1, share_matched_within_24h: 1, median_hours_to_first_accept: 4 });
    expect(day('2025-03-05')).toMatchObject({ submitted: 0, share_matched_within_24h: null, tickets_opened: 2 });
    expect(day('2025-03-12')).toMatchObject({ disputes_opened: 1 });
    expect(charts.totals).toMatchObject({ submitted: 4, matched_within_24h: 2, share_matched_within_24h: 0.5, median_hours_to_first_accept: 4 });
  });

  it('reads the same history in UTC as the days there fall', async () => {
    const charts = await overviewCharts(handle.db, { from: '2025-03-03', to: '2025-03-04' }, 'UTC', 'en-US', new Date('2026-01-01T00:00:00Z'));
    expect(charts.days.map((d) => d.submitted)).toEqual([3, 0]);
  });

  it('leaves a request out of the 24-hour share until its 24 hours are over', async () => {
    const charts = await overviewCharts(handle.db, { from: '2025-03-04', to: '2025-03-04' }, ZONE, 'fa', at('2025-03-04T12:00:00'));
    expect(charts.days[0]).toMatchObject({ submitted: 1, share_matched_within_24h: null });
  });

  it('sums money per week starting on the reader’s first weekday', async () => {
    const persian = await overviewCharts(handle.db, { from: '2025-03-03', to: '2025-03-16' }, ZONE, 'fa', new Date('2026-01-01T00:00:00Z'));
    expect(persian.weeks).toEqual([
      { week: '2025-03-01', paid_cents: 4000, refunded_cents: 0, commission_cents: 600 },
      { week: '2025-03-08', paid_cents: 2500, refunded_cents: 1000, commission_cents: 300 },
      { week: '2025-03-15', paid_cents: 0, refunded_cents: 500, commission_cents: 0 },
    ]);
    expect(persian.totals).toMatchObject({ paid_cents: 6500, refunded_cents: 1500, commission_cents: 900 });
    const american = await overviewCharts(handle.db, { from: '2025-03-03', to: '2025-03-16' }, ZONE, 'en-US', new Date('2026-01-01T00:00:00Z'));
    expect(american.weeks.map((w) => [w.week, w.paid_cents])).toEqual([
      ['2025-03-02', 6500],
      ['2025-03-09', 0],
      ['2025-03-16', 0],
    ]);
  });

  it('answers the console over the API in the operator’s zone, with open tickets and disputes, and refuses a reversed or too long period', async () => {
    const answer = await callApi('/www/v1/operator/overview/charts?from=2025-03-03&to=2025-03-16', { token: operatorToken, locale: 'en-US' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.period.time_zone).toBe(ZONE);
    expect(answer.body.data.totals).toMatchObject({ submitted: 4, open_tickets: 1, open_disputes: 1 });
    const reversed = await callApi('/www/v1/operator/overview/charts?from=2025-03-16&to=2025-03-03', { token: operatorToken, locale: 'en-US' });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors[0]).toMatchObject({ field: 'to', message: expect.stringMatching(/on or after its start/) });
    const long = await callApi('/www/v1/operator/overview/charts?from=2024-01-01&to=2025-03-03', { token: operatorToken, locale: 'en-US' });
    expect(long.status).toBe(422);
    expect(long.body.errors[0]).toMatchObject({ field: 'to', message: expect.stringMatching(/at most 366 days/) });
    expect((await callApi('/www/v1/operator/overview/charts?from=2025-02-30', { token: operatorToken })).status).toBe(422);
  });
});
