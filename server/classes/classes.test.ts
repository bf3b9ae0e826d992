import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { grantRole } from '@/server/auth/roles';
import { signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db, DbHandle } from '@/server/db/client';
import { resetConfigForTests } from '@/server/config';
import { classSessions, classes, invoices, notifications, users } from '@/server/db/schema';
import { stopJobRunner } from '@/server/jobs/runner';
import { fundWallet } from '@/server/payments/test-helpers';
import { walletBalance } from '@/server/payments';
import { setTestClock } from '@/server/shared/clock';
import { submittedRequest, tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi, readAllPages } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { classBalance, createClassForPaidRequest, prepaymentRefundableCents } from './index';
import { extendHorizons } from './create';
import { autoConfirmDue } from './sessions';
import { classFixture } from './test-helpers';

/** Classes through the API (issue 30): made by the prepayment, acted on by their two parties only. */
let handle: DbHandle;
let db: Db;
let courseId: number;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 40 });
  db = handle.db;
  courseId = await mostTaughtCourseId(db);
}, 120_000);
afterEach(() => setTestClock(undefined));
afterAll(async () => {
  await stopJobRunner();
  await handle.close();
});

/**
 * A student (Europe/Berlin, Mondays and Wednesdays 15–17, 2 × 90 minutes from 11 Jan 2027) who
 * chose a tutor (Tehran hours 8–22 every day) and paid the prepayment from the wallet.
 */
async function paidClass() {
  const mobile = uniqueTestMobile();
  const student = (await signInByCode(db, mobile)).token;
  const studentId = (await findUserByMobile(db, mobile))!.id;
  const tutor = await tutorAccount(db, courseId, { priceCents: 2000 });
  const id = await submittedRequest(student, courseId, { tutor: tutor.username });
  const offers = await callApi('/www/v1/teacher/offers', { token: tutor.token });
  const offer = offers.body.data.offers.find((o: { request_id: number }) => o.request_id === id);
  await postApi(`/www/v1/teacher/offers/${offer.offer_id}/accept`, {}, { token: tutor.token });
  await postApi(`/www/v1/tutor-request/${id}/choose`, { offer_id: offer.offer_id }, { token: student });
  const invoice = await postApi(`/www/v1/invoice/for/tutor_request_prepayment/${id}`, {}, { token: student });
  await fundWallet(db, studentId, invoice.body.data.total_cents);
  const paid = await postApi(`/www/v1/invoice/${invoice.body.data.id}/pay-by-wallet`, {}, { token: student });
  expect(paid.status, paid.text).toBe(200);
  const list = await callApi('/www/v1/classes', { token: student });
  const classId = list.body.data.classes[0].id as number;
  return { student, studentId, tutor, requestId: id, classId, invoiceUuid: invoice.body.data.id as string };
}

const detail = async (token: string, classId: number) => (await callApi(`/www/v1/classes/${classId}`, { token })).body.data;
const act = (token: string, sessionId: number, action: string) => postApi(`/www/v1/classes/sessions/${sessionId}/${action}`, {}, { token });

describe('a class from a paid prepayment', () => {
  it('is made once with its sessions scheduled 4 weeks from the start date, the prepayment in its account', async () => {
    const { student, tutor, classId, requestId } = await paidClass();
    const view = await detail(student, classId);
    expect(view.role).toBe('student');
    expect(view.class).toMatchObject({ session_minutes: 90, unit_price_cents: 3000, time_zone: 'Europe/Berlin', teaching_mode: 'online' });
    expect(view.class.weekly_times).toEqual([
      { weekday: 1, start_minute: 15 * 60, end_minute: 16 * 60 + 30 },
      { weekday: 3, start_minute: 15 * 60, end_minute: 16 * 60 + 30 },
    ]);
    expect(view.upcoming).toHaveLength(8);
    expect(view.upcoming[0].starts_at).toBe('2027-01-11T14:00:00.000Z');
    expect(view.balance_cents).toBe(6000);
    expect(view.prepaid_sessions).toBe(2);
    expect((await detail(tutor.token, classId)).role).toBe('tutor');
    // A replayed payment makes no second class and moves no money twice.
    const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, cls!.prepaymentInvoiceId!));
    const again = await db.transaction((tx) => createClassForPaidRequest(tx as unknown as Db, requestId, invoice!));
    expect(again.id).toBe(classId);
    expect(await classBalance(db, classId)).toBe(6000);
  });

  it('keeps 4 weeks scheduled: the sweep adds nothing before they run out, and only up to 4 weeks ahead after', async () => {
    const { student, classId } = await paidClass();
    const starts = async () => [...(await detail(student, classId)).upcoming].map((s: { starts_at: string }) => s.starts_at);
    const made = await starts();
    expect(made).toHaveLength(8);
    // Before the first lesson (and again a quarter of an hour later): the horizon is the start's, nothing more.
    await extendHorizons(db, new Date('2027-01-01T00:00:00Z'));
    await extendHorizons(db, new Date('2027-01-01T00:15:00Z'));
    expect(await starts()).toEqual(made);
    // Two weeks in: sessions up to 4 weeks from then (Mondays and Wednesdays to 22 Feb), each once.
    const later = new Date('2027-01-25T00:00:00Z');
    await extendHorizons(db, later);
    await extendHorizons(db, later);
    const all = (await db.select().from(classSessions).where(eq(classSessions.classId, classId))).map((s) => s.startsAt.getTime());
    expect(new Set(all).size).toBe(all.length);
    expect(Math.max(...all)).toBeLessThan(later.getTime() + 28 * 86_400_000);
    expect(all.length).toBe(12);
  });

  it('is a 404 to anyone else: the class, its sessions, its room and its proposals', async () => {
    const { classId, student } = await paidClass();
    const stranger = (await signInByCode(db, uniqueTestMobile())).token;
    const sessionId = (await detail(student, classId)).upcoming[0].id;
    expect((await callApi(`/www/v1/classes/${classId}`, { token: stranger })).status).toBe(404);
    expect((await act(stranger, sessionId, 'cancel')).status).toBe(404);
    expect((await callApi(`/www/v1/classes/sessions/${sessionId}/room`, { token: stranger })).status).toBe(404);
    const proposal = await postApi(
      `/www/v1/classes/sessions/${sessionId}/reschedule`,
      { starts_at: '2027-01-12T14:00:00Z', time_zone: 'Europe/Berlin' },
      { token: student },
    );
    expect(proposal.status, proposal.text).toBe(201);
    expect((await postApi(`/www/v1/classes/reschedules/${proposal.body.data.id}/accept`, {}, { token: stranger })).status).toBe(404);
    expect((await callApi('/www/v1/classes', { token: stranger })).body.data.classes).toEqual([]);
    expect((await callApi(`/www/v1/classes/${classId}`)).status).toBe(401);
  });
});

describe("the caller's classes", () => {
  it('come twenty a page, running ones first, then ended ones, newest first in each', async () => {
    const mobile = uniqueTestMobile();
    const student = (await signInByCode(db, mobile)).token;
    const studentId = (await findUserByMobile(db, mobile))!.id;
    const tutor = await tutorAccount(db, courseId);
    const made: { id: number; state: 'active' | 'ended' }[] = [];
    for (let i = 0; i < 23; i++) {
      const state = i >= 21 ? 'ended' : 'active';
      made.push({ id: (await classFixture(db, { studentUserId: studentId, tutorId: tutor.tutorId, state })).classId, state });
    }
    const listed = await readAllPages<{ id: number; state: string }>('/www/v1/classes', 'classes', 20, { token: student });
    const newestFirst = (state: string) =>
      made
        .filter((c) => c.state === state)
        .map((c) => c.id)
        .reverse();
    expect(listed.map((c) => c.id)).toEqual([...newestFirst('active'), ...newestFirst('ended')]);
    // The tutor's side of the same classes is theirs too.
    expect((await callApi('/www/v1/classes', { token: tutor.token })).body.data.classes).toHaveLength(20);
    const refused = await callApi('/www/v1/classes?page=0', { token: student });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('page');
  });
});

describe('sessions: held, confirmed, cancelled, and the money', () => {
  it('marks held only after the start (409 before), charges once, and the student confirms or the window closes', async () => {
    const { student, tutor, classId } = await paidClass();
    const [first, second] = (await detail(student, classId)).upcoming;
    setTestClock(Date.parse(first.starts_at) - 60_000);
    expect((await act(tutor.token, first.id, 'held')).status).toBe(409);
    setTestClock(Date.parse(first.starts_at) + 60_000);
    expect((await act(student, first.id, 'held')).status).toBe(409);
    const held = await act(tutor.token, first.id, 'held');
    expect(held.body.data).toMatchObject({ state: 'held', charged: true });
    expect((await act(tutor.token, first.id, 'held')).status).toBe(409);
    expect(await classBalance(db, classId)).toBe(3000);
    expect((await act(student, first.id, 'confirm')).body.data.state).toBe('confirmed');
    expect((await act(student, first.id, 'dispute')).status).toBe(409);
    // The second: marked, not answered, confirmed by the sweep once 48 hours have passed.
    setTestClock(Date.parse(second.starts_at) + 60_000);
    await act(tutor.token, second.id, 'student-absent');
    expect(await autoConfirmDue(db, new Date(Date.parse(second.starts_at) + 47 * 3_600_000))).toBe(0);
    expect(await autoConfirmDue(db, new Date(Date.parse(second.starts_at) + 49 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const after = await detail(student, classId);
    expect(after.past.find((s: { id: number }) => s.id === second.id).state).toBe('confirmed');
    expect(after.balance_cents).toBe(0);
    expect(after.prepaid_sessions).toBe(0);
  });

  it('cancels free before the cutoff and charged after it; the tutor’s cancellation refunds the share to the wallet', async () => {
    const { student, studentId, tutor, classId } = await paidClass();
    const sessions = (await detail(student, classId)).upcoming;
    setTestClock(Date.parse(sessions[0].starts_at) - 25 * 3_600_000);
    expect((await detail(student, classId)).upcoming[0].cancel_now).toBe('free');
    expect((await act(student, sessions[0].id, 'cancel')).body.data).toMatchObject({ state: 'cancelled', cancel_rule: 'free', charged: false });
    setTestClock(Date.parse(sessions[1].starts_at) - 23 * 3_600_000);
    expect((await detail(student, classId)).upcoming[0].cancel_now).toBe('late');
    expect((await act(student, sessions[1].id, 'cancel')).body.data).toMatchObject({ state: 'cancelled', cancel_rule: 'late', charged: true });
    expect(await classBalance(db, classId)).toBe(3000);
    const wallet = await walletBalance(db, studentId);
    expect((await act(tutor.token, sessions[2].id, 'cancel')).body.data).toMatchObject({ state: 'cancelled', cancel_rule: 'tutor', charged: false });
    expect(await walletBalance(db, studentId)).toBe(wallet + 3000);
    expect(await classBalance(db, classId)).toBe(0);
    // Nothing prepaid left: a later session marked held is owed.
    setTestClock(Date.parse(sessions[3].starts_at));
    await act(tutor.token, sessions[3].id, 'held');
    const view = await detail(student, classId);
    expect(view).toMatchObject({ balance_cents: -3000, owed_cents: 3000, prepaid_cents: 0 });
    const report = (await callApi('/www/v1/classes', { token: student })).body.data.classes[0];
    expect(report.balance_cents).toBe(-3000);
  });

  it('keeps the prepayment refundable in full until the first lesson is charged, then only what is still prepaid', async () => {
    const { student, tutor, classId } = await paidClass();
    const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, cls!.prepaymentInvoiceId!));
    expect(await prepaymentRefundableCents(db, invoice!)).toBe(6000);
    const first = (await detail(student, classId)).upcoming[0];
    setTestClock(Date.parse(first.starts_at));
    await act(tutor.token, first.id, 'held');
    expect(await prepaymentRefundableCents(db, invoice!)).toBe(3000);
  });
});

describe('the survey on the class page', () => {
  it('is open to the student after the first held lesson until it is answered; never to the tutor', async () => {
    const { student, tutor, classId } = await paidClass();
    expect((await detail(student, classId)).survey_open).toBe(false);
    const first = (await detail(student, classId)).upcoming[0];
    setTestClock(Date.parse(first.starts_at) + 60_000);
    await act(tutor.token, first.id, 'held');
    expect((await detail(student, classId)).survey_open).toBe(true);
    expect((await detail(tutor.token, classId)).survey_open).toBe(false);
    const answers = { aspects: { explains_clearly: 5, prepared: 4, punctual: 5, patient: 5 } };
    const taken = await postApi(`/www/v1/reviews/classes/${classId}/survey`, answers, { token: student });
    expect(taken.status, taken.text).toBe(201);
    expect((await detail(student, classId)).survey_open).toBe(false);
  });
});

describe('a class with a discount pack (its value is sessions, never money)', () => {
  it('a refund of the prepayment and the tutor’s cancellations leave the pack’s sessions in the pack', async () => {
    const { student, studentId, tutor, classId } = await paidClass();
    const sessions = (await detail(student, classId)).upcoming;
    setTestClock(Date.parse(sessions[0].starts_at));
    await act(tutor.token, sessions[0].id, 'held');
    setTestClock(Date.parse(sessions[0].starts_at) + 3_600_000);
    // One prepaid session left (3,000); then a pack of 5 at a discount, worth 5 × 3,000 in the class.
    const pack = await postApi(`/www/v1/class-billing/classes/${classId}/pack`, { sessions: 5 }, { token: student });
    expect(pack.status, pack.text).toBe(200);
    const total = (await callApi(`/www/v1/invoice/${pack.body.data.invoice}`, { token: student })).body.data.total_cents as number;
    expect(total).toBeLessThan(15_000);
    await fundWallet(db, studentId, total);
    expect((await postApi(`/www/v1/invoice/${pack.body.data.invoice}/pay-by-wallet`, {}, { token: student })).status).toBe(200);
    expect(await classBalance(db, classId)).toBe(18_000);
    const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, cls!.prepaymentInvoiceId!));
    // Only the prepaid session left may go back as money, not the pack's value.
    expect(await prepaymentRefundableCents(db, invoice!)).toBe(3_000);

    const wallet = await walletBalance(db, studentId);
    expect((await act(tutor.token, sessions[1].id, 'cancel')).body.data).toMatchObject({ state: 'cancelled', cancel_rule: 'tutor' });
    expect(await walletBalance(db, studentId)).toBe(wallet + 3_000);
    // Now only the pack is left: the tutor's next cancellation pays nothing out; the pack keeps its 5 sessions.
    expect((await act(tutor.token, sessions[2].id, 'cancel')).body.data).toMatchObject({ state: 'cancelled', cancel_rule: 'tutor' });
    expect(await walletBalance(db, studentId)).toBe(wallet + 3_000);
    expect(await classBalance(db, classId)).toBe(15_000);
    expect(await prepaymentRefundableCents(db, invoice!)).toBe(0);
    const packLeft = async () => (await callApi(`/www/v1/class-billing/classes/${classId}`, { token: student })).body.data.packs[0].sessions_left;
    expect(await packLeft()).toBe(5);

    // A lesson paid from the pack, disputed, and found the tutor's fault: the pack has it again; no money moves.
    setTestClock(Date.parse(sessions[3].starts_at) + 1);
    await act(tutor.token, sessions[3].id, 'held');
    expect(await packLeft()).toBe(4);
    expect((await act(student, sessions[3].id, 'dispute')).body.data.state).toBe('disputed');
    const operatorMobile = uniqueTestMobile();
    const operator = (await signInByCode(db, operatorMobile)).token;
    await grantRole(db, (await findUserByMobile(db, operatorMobile))!.id, 'operator');
    await openConsole(db, operator);
    // A decision needs a reason both sides are told.
    const unexplained = await postApi(
      `/www/v1/operator/classes/sessions/${sessions[3].id}/resolve`,
      { outcome: 'tutor_absent' },
      { token: operator, locale: 'en-US' },
    );
    expect(unexplained.status).toBe(422);
    const resolved = await postApi(
      `/www/v1/operator/classes/sessions/${sessions[3].id}/resolve`,
      { outcome: 'tutor_absent', reason: 'The tutor did not come' },
      { token: operator },
    );
    expect(resolved.body.data).toMatchObject({ state: 'tutor_absent', charged: false });
    expect(await auditEntryFor(db, 'dispute.decide', 'class_session', sessions[3].id)).toMatchObject({
      reason: 'The tutor did not come',
      after: { state: 'tutor_absent' },
    });
    // Both sides see the decision and its reason on the class page, and are told by message.
    for (const token of [student, tutor.token]) {
      const past = (await detail(token, classId)).past as { id: number; decision: unknown }[];
      expect(past.find((s) => s.id === sessions[3].id)?.decision).toMatchObject({ outcome: 'tutor_absent', reason: 'The tutor did not come' });
    }
    const told = await db.select().from(notifications).where(eq(notifications.template, 'dispute-decided'));
    expect([...new Set(told.filter((n) => n.eventKey === `dispute:${sessions[3].id}:decided`).map((n) => n.userId))].sort()).toEqual(
      [studentId, tutor.userId].sort(),
    );
    expect(told.find((n) => n.userId === studentId)?.body).toContain('The tutor did not come');
    expect(await packLeft()).toBe(5);
    expect(await walletBalance(db, studentId)).toBe(wallet + 3_000);
    expect(await classBalance(db, classId)).toBe(15_000);
  });
});

describe('reschedules and the lesson room', () => {
  it('proposes inside the tutor’s hours, accepts by the other side, and refuses a taken slot with 409', async () => {
    const { student, tutor, classId } = await paidClass();
    const [a, b, c] = (await detail(student, classId)).upcoming;
    const propose = (token: string, id: number, startsAt: string) =>
      postApi(`/www/v1/classes/sessions/${id}/reschedule`, { starts_at: startsAt, time_zone: 'Europe/Berlin' }, { token });
    // Tutor's hours are 8:00–22:00 Tehran: 02:00 Tehran is outside.
    expect((await propose(tutor.token, a.id, '2027-01-12T22:30:00Z')).status).toBe(422);
    // Onto the class's own next lesson: taken.
    expect((await propose(tutor.token, a.id, b.starts_at)).status).toBe(409);
    // Both sides can read what a new time must respect; anyone else gets a 404.
    for (const token of [student, tutor.token]) {
      const window = await callApi(`/www/v1/classes/sessions/${a.id}/reschedule`, { token });
      expect(window.body.data).toEqual({
        tutor_hours: expect.arrayContaining([{ weekday: expect.any(Number), start_minute: 480, end_minute: 1320, time_zone: 'Asia/Tehran' }]),
        notice_minutes: 60,
      });
    }
    const stranger = (await signInByCode(db, uniqueTestMobile())).token;
    expect((await callApi(`/www/v1/classes/sessions/${a.id}/reschedule`, { token: stranger })).status).toBe(404);
    const made = await propose(tutor.token, a.id, '2027-01-12T09:00:00Z');
    expect(made.status, made.text).toBe(201);
    expect((await propose(student, a.id, '2027-01-12T10:00:00Z')).status).toBe(409);
    // Both sides see the pending proposal on its lesson; neither may propose another over it.
    for (const [token, mine] of [
      [tutor.token, true],
      [student, false],
    ] as const) {
      const shown = (await detail(token, classId)).upcoming.find((s: { id: number }) => s.id === a.id);
      expect(shown.proposal).toMatchObject({
        id: made.body.data.id,
        starts_at: '2027-01-12T09:00:00.000Z',
        time_zone: 'Europe/Berlin',
        proposed_by: 'tutor',
        mine,
      });
      expect(shown.actions).not.toContain('propose_reschedule');
      expect((await detail(token, classId)).upcoming.find((s: { id: number }) => s.id === b.id).proposal).toBeNull();
    }
    // The tutor's week shows it on the same lesson.
    const week = await callApi(`/www/v1/teacher/sessions?from=${encodeURIComponent('2027-01-11T00:00:00Z')}&days=7`, { token: tutor.token });
    const inWeek = (id: number) => week.body.data.sessions.find((s: { id: number }) => s.id === id);
    expect(inWeek(a.id).proposal).toMatchObject({ id: made.body.data.id, mine: true });
    expect(inWeek(b.id).proposal).toBeNull();
    expect((await postApi(`/www/v1/classes/reschedules/${made.body.data.id}/accept`, {}, { token: tutor.token })).status).toBe(409);
    const accepted = await postApi(`/www/v1/classes/reschedules/${made.body.data.id}/accept`, {}, { token: student });
    expect(accepted.body.data.state).toBe('accepted');
    const moved = (await detail(student, classId)).upcoming.find((s: { id: number }) => s.id === a.id);
    expect(moved.starts_at).toBe('2027-01-12T09:00:00.000Z');
    // Two proposals into one slot, accepted at once: one wins, the other is a 409 with a message.
    const p1 = await propose(tutor.token, b.id, '2027-01-14T09:00:00Z');
    const p2 = await propose(tutor.token, c.id, '2027-01-14T09:30:00Z');
    expect([p1.status, p2.status]).toEqual([201, 201]);
    const answers = await Promise.all([
      postApi(`/www/v1/classes/reschedules/${p1.body.data.id}/accept`, {}, { token: student }),
      postApi(`/www/v1/classes/reschedules/${p2.body.data.id}/accept`, {}, { token: student }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toMatch(/already has a lesson/);
  });

  it('serves the room link to the two parties only while it is open', async () => {
    const { student, tutor, classId } = await paidClass();
    const first = (await detail(student, classId)).upcoming[0];
    const room = (token: string) => callApi(`/www/v1/classes/sessions/${first.id}/room`, { token });
    setTestClock(Date.parse(first.starts_at) - 11 * 60_000);
    expect((await room(student)).status).toBe(409);
    setTestClock(Date.parse(first.starts_at) - 10 * 60_000);
    const open = await room(student);
    expect(open.status).toBe(200);
    const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
    expect(open.body.data.url).toBe(`https://meet.jit.si/tutorly-${cls!.roomKey}-${first.id}`);
    expect(cls!.roomKey.length).toBeGreaterThanOrEqual(32);
    expect((await room(tutor.token)).body.data.url).toBe(open.body.data.url);
    setTestClock(Date.parse(first.ends_at));
    expect((await room(student)).status).toBe(409);
  });

  it('signs the link where the deployment asks: a JWT for that room only, in the person’s name, until the lesson’s end', async () => {
    const secret = 'lesson-room-secret-for-the-tests';
    vi.stubEnv('LESSON_ROOM_JWT_SECRET', secret);
    vi.stubEnv('LESSON_ROOM_BASE_URL', 'https://meet.example.org/');
    resetConfigForTests();
    try {
      const { student, studentId, tutor, classId } = await paidClass();
      await db.update(users).set({ fullName: 'Sara Ahmadi' }).where(eq(users.id, studentId));
      const [tutorUser] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, tutor.userId));
      const first = (await detail(student, classId)).upcoming[0];
      const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
      const room = `tutorly-${cls!.roomKey}-${first.id}`;
      setTestClock(Date.parse(first.starts_at) - 5 * 60_000);
      const tokenOf = async (token: string) => {
        const answer = await callApi(`/www/v1/classes/sessions/${first.id}/room`, { token });
        expect(answer.status, answer.text).toBe(200);
        const url = new URL(answer.body.data.url);
        expect(`${url.origin}${url.pathname}`).toBe(`https://meet.example.org/${room}`);
        const [header, payload, signature] = url.searchParams.get('jwt')!.split('.') as [string, string, string];
        const signed = (key: string) => createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
        // It verifies with the configured secret, and with no other.
        expect(signed(secret)).toBe(signature);
        expect(signed(`${secret}-not`)).not.toBe(signature);
        const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
        return decode(payload);
      };
      expect(await tokenOf(student)).toEqual({
        aud: 'jitsi',
        iss: 'tutorly',
        sub: 'meet.example.org',
        room,
        exp: Date.parse(first.ends_at) / 1000,
        context: { user: { name: 'Sara Ahmadi' } },
      });
      expect(tutorUser!.name).toBeTruthy();
      expect(await tokenOf(tutor.token)).toMatchObject({ room, exp: Date.parse(first.ends_at) / 1000, context: { user: { name: tutorUser!.name } } });
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
    }
  });
});

describe('the tutor’s week and the operator’s report', () => {
  it('lists the tutor’s sessions across classes; disputes reach the operator', async () => {
    const { student, tutor, classId } = await paidClass();
    const week = await callApi(`/www/v1/teacher/sessions?from=2027-01-11T00:00:00Z&days=7`, { token: tutor.token });
    expect(week.status).toBe(200);
    expect(week.body.data.sessions.map((s: { class_id: number }) => s.class_id)).toEqual([classId, classId]);
    expect((await callApi(`/www/v1/teacher/sessions?from=2027-01-11T00:00:00Z`, { token: student })).status).toBe(403);
    const first = week.body.data.sessions[0];
    setTestClock(Date.parse(first.starts_at) + 1);
    await act(tutor.token, first.id, 'held');
    expect((await act(student, first.id, 'dispute')).body.data.state).toBe('disputed');
    const operatorMobile = uniqueTestMobile();
    const operator = (await signInByCode(db, operatorMobile)).token;
    await grantRole(db, (await findUserByMobile(db, operatorMobile))!.id, 'operator');
    await openConsole(db, operator);
    const report = await callApi('/www/v1/operator/classes', { token: operator });
    expect(report.status, report.text).toBe(200);
    expect(report.body.data.disputed.map((d: { id: number }) => d.id)).toContain(first.id);
    const resolved = await postApi(
      `/www/v1/operator/classes/sessions/${first.id}/resolve`,
      { outcome: 'tutor_absent', reason: 'The tutor did not come' },
      { token: operator },
    );
    expect(resolved.body.data).toMatchObject({ state: 'tutor_absent', charged: false });
    expect(await classBalance(db, classId)).toBe(3000);
    const counted = async () =>
      (await callApi('/www/v1/operator/classes', { token: operator })).body.data.tutor_absences.find((t: { tutor_id: number }) => t.tutor_id === tutor.tutorId);
    expect(await counted()).toMatchObject({ absent: 1, cancelled: 0 });
    // A tutor's cancellation counts against the tutor; the student's own does not.
    const [second, third] = (await detail(student, classId)).upcoming;
    expect((await act(tutor.token, second.id, 'cancel')).body.data.cancel_rule).toBe('tutor');
    expect(await counted()).toMatchObject({ absent: 1, cancelled: 1 });
    expect((await act(student, third.id, 'cancel')).body.data.cancel_rule).toBe('free');
    expect(await counted()).toMatchObject({ absent: 1, cancelled: 1 });
  });
});
