import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { invoices, paymentAttempts, tutorRequests } from '@/server/db/schema';
import { stopJobRunner } from '@/server/jobs/runner';
import { submittedRequest, tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { walletBalance } from './ledger';
import { acceptAndChoose, fundWallet, openAtSandbox, quietCourse } from './test-helpers';

/**
 * Issue 28, findings 1 and 6: an invoice pays for what it was made for, at the price it was made
 * at, while it is still valid: not another tutor's prepayment, not after it expired.
 */
let handle: DbHandle;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 40 });
}, 120_000);
afterAll(async () => {
  await stopJobRunner();
  await handle.close();
});

const forPath = (subject: string | number) => `/www/v1/invoice/for/tutor_request_prepayment/${subject}`;
const requestState = async (id: number) =>
  (await handle.db.select({ state: tutorRequests.state }).from(tutorRequests).where(eq(tutorRequests.id, id)))[0]!.state;

/** A student whose request awaits the €32/h tutor's prepayment (2 × 90 min = €96), a €40/h tutor waiting in the wings. */
async function choseTheCheaperTutor() {
  const mobile = uniqueTestMobile();
  const student = (await signInByCode(handle.db, mobile)).token;
  const studentId = (await findUserByMobile(handle.db, mobile))!.id;
  const courseId = await quietCourse(handle.db);
  const cheaper = await tutorAccount(handle.db, courseId, { priceCents: 3_200 });
  const dearer = await tutorAccount(handle.db, courseId, { priceCents: 4_000 });
  const id = await submittedRequest(student, courseId, { tutor: cheaper.username });
  await acceptAndChoose(handle.db, student, id, cheaper);
  return { student, studentId, id, dearer };
}

async function reassignToTheDearerTutor(student: string, id: number, dearer: { token: string; tutorId: number }) {
  const moved = await postApi(`/www/v1/tutor-request/${id}/reassign`, { reason: 'We need someone with exam experience' }, { token: student });
  expect(moved.status, moved.text).toBe(200);
  const chosen = await acceptAndChoose(handle.db, student, id, dearer);
  expect(chosen).toMatchObject({ state: 'awaiting_prepayment', tutor: { id: dearer.tutorId } });
}

describe("finding 1: a dearer tutor prepaid at a cheaper tutor's price", () => {
  it('a subject with a leading zero names no second invoice, and the old price cannot prepay the new tutor', async () => {
    const { student, studentId, id, dearer } = await choseTheCheaperTutor();
    const zero = await postApi(forPath(`0${id}`), {}, { token: student });
    const plain = await postApi(forPath(id), {}, { token: student });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.data.total_cents).toBe(9_600);
    // `013` is no second name for request 13: not found, or the very same invoice.
    if (zero.status === 200) expect(zero.body.data.id).toBe(plain.body.data.id);
    else expect(zero.status).toBe(404);
    const old = zero.status === 200 ? zero.body.data.id : plain.body.data.id;

    await reassignToTheDearerTutor(student, id, dearer);
    await fundWallet(handle.db, studentId, 20_000);
    // The old invoice is void: neither the card nor the wallet pays it.
    const { started, choose } = await openAtSandbox(student, old);
    expect(choose).toBeNull();
    expect(started.status).toBe(409);
    expect((await postApi(`/www/v1/invoice/${old}/pay-by-wallet`, {}, { token: student })).status).toBe(409);
    expect(await requestState(id)).toBe('awaiting_prepayment');
    // What is due now is the dearer tutor's price.
    const now = await postApi(forPath(id), {}, { token: student });
    expect(now.body.data).toMatchObject({ state: 'open', total_cents: 12_000 });
    expect(now.body.data.id).not.toBe(old);
  });

  it('a card payment started before the reassignment does not keep the old invoice alive; its money lands in the wallet', async () => {
    const { student, studentId, id, dearer } = await choseTheCheaperTutor();
    const old = (await postApi(forPath(id), {}, { token: student })).body.data;
    const { choose } = await openAtSandbox(student, old.id);
    expect(choose).not.toBeNull();

    await reassignToTheDearerTutor(student, id, dearer);
    const now = await postApi(forPath(id), {}, { token: student });
    expect(now.status, now.text).toBe(200);
    expect(now.body.data.id).not.toBe(old.id);
    expect(now.body.data).toMatchObject({ state: 'open', total_cents: 12_000 });

    // The payer finishes on the gateway's page after all: the €96 is theirs, in the wallet, not a prepayment.
    const callback = await choose!('pay');
    for (let i = 0; i < 3; i += 1) expect((await callApi(callback)).headers.get('location')).toBe('/profile/dashboard/wallet');
    expect(await requestState(id)).toBe('awaiting_prepayment');
    expect(await walletBalance(handle.db, studentId)).toBe(9_600);
    const view = (await callApi(`/www/v1/invoice/${old.id}`, { token: student })).body.data;
    expect(view.state).toBe('cancelled');
    expect(view.history.map((e: { event: string }) => e.event)).toContain('payment_credited_to_wallet');
    // The wallet now pays most of the dearer tutor's prepayment; the rest by card prepays the request.
    const rest = await openAtSandbox(student, now.body.data.id, { wallet: true });
    expect((await callApi(await rest.choose!('pay'))).headers.get('location')).toBe(`/tutor-request/tracking/${id}/success`);
    expect(await requestState(id)).toBe('prepaid');
    expect(await walletBalance(handle.db, studentId)).toBe(0);
  });
});

describe('finding 6: an invoice past its time', () => {
  it('cannot be paid, by card or wallet, before the expiry job has run', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    const userId = (await findUserByMobile(handle.db, mobile))!.id;
    const topUp = (await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token })).body.data.invoice;
    await handle.db
      .update(invoices)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invoices.publicId, topUp));
    const { started, choose } = await openAtSandbox(token, topUp, { locale: 'en-US' });
    expect(choose).toBeNull();
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('This invoice has expired.');
    expect((await callApi(`/www/v1/invoice/${topUp}`, { token })).body.data.state).toBe('expired');
    expect(await walletBalance(handle.db, userId)).toBe(0);

    const { student, studentId, id } = await choseTheCheaperTutor();
    const bill = (await postApi(forPath(id), {}, { token: student })).body.data.id;
    await fundWallet(handle.db, studentId, 9_600);
    await handle.db
      .update(invoices)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invoices.publicId, bill));
    const byWallet = await postApi(`/www/v1/invoice/${bill}/pay-by-wallet`, {}, { token: student, locale: 'fa' });
    expect(byWallet.status).toBe(409);
    expect(byWallet.body.message).toBe('مهلت پرداخت این صورت‌حساب به پایان رسیده است.');
    expect(await requestState(id)).toBe('awaiting_prepayment');
    expect(await walletBalance(handle.db, studentId)).toBe(9_600);
  });

  it("a card payment settled after the invoice's time (and its half hour of grace) goes to the wallet", async () => {
    const { student, studentId, id } = await choseTheCheaperTutor();
    const bill = (await postApi(forPath(id), {}, { token: student })).body.data;
    const { choose } = await openAtSandbox(student, bill.id);
    // The payer left the gateway's page open for hours; the invoice expired meanwhile.
    const [row] = await handle.db.select().from(invoices).where(eq(invoices.publicId, bill.id));
    await handle.db
      .update(invoices)
      .set({ expiresAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(invoices.id, row!.id));
    await handle.db
      .update(paymentAttempts)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(paymentAttempts.invoiceId, row!.id));
    const callback = await choose!('pay');
    expect((await callApi(callback)).headers.get('location')).toBe('/profile/dashboard/wallet');
    expect(await requestState(id)).toBe('awaiting_prepayment');
    expect(await walletBalance(handle.db, studentId)).toBe(9_600);
    expect((await callApi(`/www/v1/invoice/${bill.id}`, { token: student })).body.data.state).toBe('expired');
  });
});
