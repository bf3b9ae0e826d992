import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { grantRole } from '@/server/auth/roles';
import { signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classFixture } from '@/server/classes/test-helpers';
import { autoConfirmDue } from '@/server/classes/sessions';
import type { Db, DbHandle } from '@/server/db/client';
import { notifications, payoutMethods, payouts } from '@/server/db/schema';
import { ledgerTotal, unbalancedTransactions } from '@/server/payments/ledger';
import { setTestClock } from '@/server/shared/clock';
import { tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';
import type { PayoutOrder, PayoutRail } from './payout-rails';
import { batchPayouts } from './payouts';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

/** Tutors' earnings through the API (issue 31): a confirmed lesson pays its tutor, less the commission, once. */
let handle: DbHandle;
let db: Db;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 20 });
  db = handle.db;
  courseId = await mostTaughtCourseId(db);
}, 120_000);
afterEach(() => setTestClock(undefined));
afterAll(() => handle.close());

const START = Date.parse('2027-02-01T14:00:00Z');
const HOUR = 3_600_000;

async function lessonClass() {
  const mobile = uniqueTestMobile();
  const student = (await signInByCode(db, mobile)).token;
  const studentId = (await findUserByMobile(db, mobile))!.id;
  const tutor = await tutorAccount(db, courseId);
  const { classId, sessionIds } = await classFixture(db, {
    studentUserId: studentId,
    tutorId: tutor.tutorId,
    priceCents: 3_000,
    sessions: [0, 1, 2].map((week) => ({ startsAt: new Date(START + week * 7 * 24 * HOUR), minutes: 60 })),
  });
  return { student, tutor, classId, sessionIds };
}

const act = (token: string, sessionId: number, action: string) => postApi(`/www/v1/classes/sessions/${sessionId}/${action}`, {}, { token });
const earnings = async (token: string) => (await callApi('/www/v1/teacher/earnings', { token, locale: 'en-US' })).body.data;

describe("a tutor's earnings", () => {
  it('a held lesson waits; confirmed, it pays the price less 25 % commission, once; the sweep confirms the next', async () => {
    const { student, tutor, sessionIds } = await lessonClass();
    const before = await ledgerTotal(db);
    setTestClock(START + 2 * HOUR);
    expect((await act(tutor.token, sessionIds[0]!, 'held')).status).toBe(200);
    const waiting = await earnings(tutor.token);
    expect(waiting).toMatchObject({ available_cents: 0, pending_cents: 3_000, pending_lessons: 1, lessons: [] });

    expect((await act(student, sessionIds[0]!, 'confirm')).status).toBe(200);
    const paid = await earnings(tutor.token);
    expect(paid).toMatchObject({ available_cents: 2_250, pending_cents: 0, taught_hours: 1, next_percent: 25 });
    expect(paid.lessons).toEqual([
      expect.objectContaining({ session_id: sessionIds[0], gross_cents: 3_000, commission_cents: 750, percent: 25, net_cents: 2_250 }),
    ]);
    // Confirmed again (a replay, a double click): refused, nothing paid twice.
    expect((await act(student, sessionIds[0]!, 'confirm')).status).toBe(409);
    expect((await earnings(tutor.token)).available_cents).toBe(2_250);

    // The next lesson is not answered by the student: the sweep confirms it after the window, and pays.
    setTestClock(START + 7 * 24 * HOUR + 2 * HOUR);
    await act(tutor.token, sessionIds[1]!, 'student-absent');
    await autoConfirmDue(db, new Date(START + 7 * 24 * HOUR + 60 * HOUR));
    expect((await earnings(tutor.token)).available_cents).toBe(4_500);
    expect(await unbalancedTransactions(db)).toEqual([]);
    expect(await ledgerTotal(db)).toBe(before);
  });

  it("a month's statement lists that month's lessons with their commission, and the totals", async () => {
    const { student, tutor, sessionIds } = await lessonClass();
    setTestClock(START + 2 * HOUR);
    await act(tutor.token, sessionIds[0]!, 'held');
    await act(student, sessionIds[0]!, 'confirm');
    setTestClock(undefined);
    // Paid now (the ledger's own time): this month's statement has it, another month's does not.
    const month = new Date().toISOString().slice(0, 7);
    const statement = await callApi(`/www/v1/teacher/earnings/statement?month=${month}`, { token: tutor.token });
    expect(statement.body.data).toMatchObject({ month, gross_cents: 3_000, commission_cents: 750, net_cents: 2_250, paid_out_cents: 0 });
    expect(statement.body.data.lessons).toHaveLength(1);
    expect((await callApi('/www/v1/teacher/earnings/statement?month=2020-01', { token: tutor.token })).body.data).toMatchObject({ lessons: [], net_cents: 0 });
    expect((await callApi('/www/v1/teacher/earnings/statement?month=2020-13', { token: tutor.token })).status).toBe(422);
    expect((await callApi(`/www/v1/teacher/earnings/statement?month=${month}`, { token: student })).status).toBe(403);
  });

  it("an old month's statement lists that month's payouts however many came after it", async () => {
    const tutor = await tutorAccount(db, courseId);
    const hour = 3_600_000;
    const payout = (requestedAt: Date, state = 'paid') => ({
      tutorId: tutor.tutorId,
      amountCents: 5_000,
      iban: 'DE89370400440532013000',
      holderName: 'Test Tutor',
      state,
      requestedAt,
    });
    // Two paid in March 2025, then sixty later ones (a weekly payout for over a year).
    await db.insert(payouts).values([payout(new Date('2025-03-10T12:00:00Z')), payout(new Date('2025-03-24T12:00:00Z'))]);
    await db.insert(payouts).values(Array.from({ length: 60 }, (_, i) => payout(new Date(Date.parse('2025-04-07T12:00:00Z') + i * 168 * hour))));
    const march = await callApi('/www/v1/teacher/earnings/statement?month=2025-03', { token: tutor.token });
    expect(march.body.data.payouts).toHaveLength(2);
    expect(march.body.data.paid_out_cents).toBe(10_000);
  });

  it('a disputed lesson the operator finds the tutor missed pays nothing', async () => {
    const { student, tutor, sessionIds } = await lessonClass();
    setTestClock(START + 2 * HOUR);
    await act(tutor.token, sessionIds[0]!, 'held');
    expect((await postApi(`/www/v1/classes/sessions/${sessionIds[0]}/dispute`, { reason: 'The tutor never came.' }, { token: student })).status).toBe(200);
    expect(await earnings(tutor.token)).toMatchObject({ available_cents: 0, pending_lessons: 1, lessons: [] });
  });

  it('are only ever the caller’s own; a student is refused', async () => {
    const { student, tutor, sessionIds } = await lessonClass();
    setTestClock(START + 2 * HOUR);
    await act(tutor.token, sessionIds[0]!, 'held');
    await act(student, sessionIds[0]!, 'confirm');
    const other = await tutorAccount(db, courseId);
    expect(await earnings(other.token)).toMatchObject({ available_cents: 0, lessons: [] });
    expect((await callApi('/www/v1/teacher/earnings', { token: student })).status).toBe(403);
    expect((await callApi('/www/v1/teacher/earnings')).status).toBe(401);
  });
});

describe('payouts', () => {
  const IBAN = 'DE89 3704 0044 0532 0130 00';

  async function operatorToken() {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(db, mobile);
    await grantRole(db, (await findUserByMobile(db, mobile))!.id, 'operator');
    await openConsole(db, token);
    return token;
  }

  async function earnedTutor() {
    const { student, tutor, sessionIds } = await lessonClass();
    setTestClock(START + 2 * HOUR);
    await act(tutor.token, sessionIds[0]!, 'held');
    await act(student, sessionIds[0]!, 'confirm');
    setTestClock(undefined);
    return tutor;
  }

  it('a tutor saves an IBAN, asks for what is available (held at once, one request at a time); the operator batches, a failure gives it back, then it is paid', async () => {
    const tutor = await earnedTutor();
    const operator = await operatorToken();
    const before = await ledgerTotal(db);
    const noMethod = await postApi('/www/v1/teacher/earnings/payouts', {}, { token: tutor.token, locale: 'en-US' });
    expect(noMethod.status).toBe(422);
    const badIban = await postApi(
      '/www/v1/teacher/earnings/payout-method',
      { iban: 'DE89 3704 0044 0532 0130 01', holder_name: 'Sara Karimi' },
      { token: tutor.token, locale: 'en-US' },
    );
    expect(badIban.status).toBe(422);
    expect(badIban.body.errors[0]).toMatchObject({ field: 'iban', message: expect.stringContaining('IBAN') });
    expect((await postApi('/www/v1/teacher/earnings/payout-method', { iban: IBAN, holder_name: 'Sara Karimi' }, { token: tutor.token })).status).toBe(200);

    const asked = await postApi('/www/v1/teacher/earnings/payouts', {}, { token: tutor.token });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.data).toMatchObject({ amount_cents: 2_250, state: 'requested', iban: 'DE•• •••• 3000' });
    expect(await earnings(tutor.token)).toMatchObject({
      available_cents: 0,
      held_cents: 2_250,
      payout_method: { iban: 'DE•• •••• 3000', holder_name: 'Sara Karimi' },
    });
    expect((await postApi('/www/v1/teacher/earnings/payouts', {}, { token: tutor.token })).status).toBe(409);

    const queue = await callApi('/www/v1/operator/payouts', { token: operator });
    expect(queue.body.data.payouts).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: asked.body.data.id, iban: 'DE89370400440532013000', holder_name: 'Sara Karimi' })]),
    );
    const batch = await postApi('/www/v1/operator/payouts/batch', {}, { token: operator });
    expect(batch.body.data.count).toBeGreaterThanOrEqual(1);
    expect(await auditEntryFor(db, 'payout.batch', 'payout_batch', batch.body.data.batch_id)).toMatchObject({ after: { batch_id: batch.body.data.batch_id } });
    const csv = await callApi(`/www/v1/operator/payouts/batches/${batch.body.data.batch_id}`, { token: operator });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toContain(`Sara Karimi,DE89370400440532013000,22.50,EUR,TUTORLY-PAYOUT-${asked.body.data.id}`);
    // The same batch as a SEPA credit transfer file (server/earnings/payout-files.test.ts checks it against the schema).
    const batchPath = `/www/v1/operator/payouts/batches/${batch.body.data.batch_id}`;
    const sepa = await callApi(`${batchPath}?format=pain001`, { token: operator });
    expect(sepa.status).toBe(200);
    expect(sepa.headers.get('content-type')).toContain('application/xml');
    expect(sepa.headers.get('content-disposition')).toBe(`attachment; filename="${batch.body.data.batch_id}.xml"`);
    expect(sepa.text).toContain(`<MsgId>${batch.body.data.batch_id}</MsgId>`);
    expect(sepa.text).toContain(`<EndToEndId>TUTORLY-PAYOUT-${asked.body.data.id}</EndToEndId>`);
    expect(sepa.text).toContain('<Nm>Sara Karimi</Nm>');
    expect((await callApi(`${batchPath}?format=csv`, { token: operator })).text).toBe(csv.text);
    const unknown = await callApi(`${batchPath}?format=mt940`, { token: operator, locale: 'en-US' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'format' });
    expect((await callApi(`${batchPath}?format=pain001`, { token: tutor.token })).status).toBe(403);

    const failed = await postApi(
      `/www/v1/operator/payouts/${asked.body.data.id}/settle`,
      { outcome: 'failed', reason: 'The account is closed.' },
      { token: operator },
    );
    expect(failed.body.data).toMatchObject({ state: 'failed', failure_reason: 'The account is closed.' });
    expect(await auditEntryFor(db, 'payout.settle', 'payout', asked.body.data.id)).toMatchObject({
      reason: 'The account is closed.',
      before: { state: 'in_batch' },
      after: { state: 'failed' },
    });
    expect(await earnings(tutor.token)).toMatchObject({ available_cents: 2_250, held_cents: 0 });
    // The tutor is told why, once, with the way to their earnings.
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tutor.userId), eq(notifications.template, 'payout-failed')));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('The account is closed.');
    expect(told[0]!.body).toMatch(/\/dashboard\/earnings$/);
    expect((await postApi(`/www/v1/operator/payouts/${asked.body.data.id}/settle`, { outcome: 'paid' }, { token: operator })).status).toBe(409);

    const again = await postApi('/www/v1/teacher/earnings/payouts', {}, { token: tutor.token });
    await postApi('/www/v1/operator/payouts/batch', {}, { token: operator });
    expect((await postApi(`/www/v1/operator/payouts/${again.body.data.id}/settle`, { outcome: 'paid' }, { token: operator })).body.data.state).toBe('paid');
    expect(await earnings(tutor.token)).toMatchObject({ available_cents: 0, held_cents: 0 });
    expect((await earnings(tutor.token)).payouts.map((p: { state: string }) => p.state)).toEqual(['paid', 'failed']);
    expect(await unbalancedTransactions(db)).toEqual([]);
    // What left the ledger is exactly the payout: money is neither made nor lost inside it.
    expect(await ledgerTotal(db)).toBe(before);
  });

  it('a rail that answers at once (Stripe Connect) settles each payout in the batch; one that does not answer leaves it in the batch', async () => {
    const [paidTutor, refusedTutor, unreachableTutor] = [await earnedTutor(), await earnedTutor(), await earnedTutor()];
    for (const tutor of [paidTutor, refusedTutor, unreachableTutor]) {
      await postApi('/www/v1/teacher/earnings/payout-method', { iban: IBAN, holder_name: 'Sara Karimi' }, { token: tutor.token });
      await db
        .update(payoutMethods)
        .set({ stripeAccountId: `acct_${tutor.tutorId}` })
        .where(eq(payoutMethods.tutorId, tutor.tutorId));
      expect((await postApi('/www/v1/teacher/earnings/payouts', {}, { token: tutor.token })).status).toBe(200);
    }
    const orders: PayoutOrder[] = [];
    const rail: PayoutRail = {
      name: 'stripe_connect',
      send: async (order) => {
        orders.push(order);
        if (order.connectedAccountId === `acct_${refusedTutor.tutorId}`) return { status: 'failed', reason: 'Stripe: the account cannot receive transfers.' };
        if (order.connectedAccountId === `acct_${unreachableTutor.tutorId}`) throw new Error('connection reset');
        return { status: 'paid', reference: `tr_${order.payoutId}` };
      },
    };
    const operatorMobile = uniqueTestMobile();
    await signInByCode(db, operatorMobile);
    const batch = await batchPayouts(db, (await findUserByMobile(db, operatorMobile))!.id, rail);
    expect(batch.count).toBeGreaterThanOrEqual(3);
    expect(orders.map((order) => order.connectedAccountId)).toEqual(
      expect.arrayContaining([`acct_${paidTutor.tutorId}`, `acct_${refusedTutor.tutorId}`, `acct_${unreachableTutor.tutorId}`]),
    );
    expect(orders.every((order) => order.batchId === batch.batch_id && order.currency === 'EUR')).toBe(true);
    expect(await earnings(paidTutor.token)).toMatchObject({ available_cents: 0, held_cents: 0, payouts: [expect.objectContaining({ state: 'paid' })] });
    expect(await earnings(refusedTutor.token)).toMatchObject({
      available_cents: 2_250,
      payouts: [expect.objectContaining({ state: 'failed', failure_reason: 'Stripe: the account cannot receive transfers.' })],
    });
    expect(await earnings(unreachableTutor.token)).toMatchObject({ held_cents: 2_250, payouts: [expect.objectContaining({ state: 'in_batch' })] });
    expect(await unbalancedTransactions(db)).toEqual([]);
  });

  it('two requests at once hold the money once', async () => {
    const tutor = await earnedTutor();
    await postApi('/www/v1/teacher/earnings/payout-method', { iban: IBAN, holder_name: 'Sara Karimi' }, { token: tutor.token });
    const answers = await Promise.all([1, 2, 3].map(() => postApi('/www/v1/teacher/earnings/payouts', {}, { token: tutor.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await earnings(tutor.token)).toMatchObject({ available_cents: 0, held_cents: 2_250 });
  });

  it('below the minimum, for someone else, or by a tutor: refused', async () => {
    const fresh = await tutorAccount(db, courseId);
    await postApi('/www/v1/teacher/earnings/payout-method', { iban: IBAN, holder_name: 'Nima Rahimi' }, { token: fresh.token });
    const small = await postApi('/www/v1/teacher/earnings/payouts', {}, { token: fresh.token, locale: 'en-US' });
    expect(small.status).toBe(422);
    expect(small.body.message ?? JSON.stringify(small.body)).toContain('€20');
    expect((await callApi('/www/v1/operator/payouts', { token: fresh.token })).status).toBe(403);
    expect((await postApi('/www/v1/operator/payouts/1/settle', { outcome: 'paid' }, { token: fresh.token })).status).toBe(403);
  });
});
