import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { discountCodes, tutorRequests } from '@/server/db/schema';
import { stopJobRunner } from '@/server/jobs/runner';
import { submittedRequest, tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

/** The request's prepayment paid through an invoice (issue 18 wired to issue 17's contract). */
let handle: DbHandle;
let courseId: number;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 40 });
  courseId = await mostTaughtCourseId(handle.db);
}, 120_000);
afterAll(async () => {
  await stopJobRunner();
  await handle.close();
});

/** A request whose chosen tutor said yes: awaiting prepayment of 2 × 90 minutes at 20 EUR an hour. */
async function awaitingPrepayment() {
  const student = (await signInByCode(handle.db, uniqueTestMobile())).token;
  const tutor = await tutorAccount(handle.db, courseId, { priceCents: 2000 });
  const id = await submittedRequest(student, courseId, { tutor: tutor.username });
  const offers = await callApi('/www/v1/teacher/offers', { token: tutor.token });
  const offer = offers.body.data.offers.find((o: { request_id: number }) => o.request_id === id);
  await postApi(`/www/v1/teacher/offers/${offer.offer_id}/accept`, {}, { token: tutor.token });
  const chosen = await postApi(`/www/v1/tutor-request/${id}/choose`, { offer_id: offer.offer_id }, { token: student });
  expect(chosen.body.data.state).toBe('awaiting_prepayment');
  return { student, id };
}

async function payAtSandbox(token: string, invoice: string) {
  const start = await callApi(`/www/v1/invoice/${invoice}/online-payment`, { token });
  const gateway = new URL(start.headers.get('location')!);
  const path = gateway.pathname.replace(/^\/api/, '');
  const formToken = /name="token" value="([0-9a-f]+)"/.exec((await callApi(path)).text)![1]!;
  const chosen = await callApi(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice: 'pay', token: formToken }).toString(),
  });
  const back = new URL(chosen.headers.get('location')!);
  return `${back.pathname.replace(/^\/api/, '')}${back.search}`;
}

describe('prepaying a tutor request', () => {
  it('invoices what is due, takes a code, pays on the gateway once, moves the request to prepaid and cannot be paid again', async () => {
    const { student, id } = await awaitingPrepayment();
    const stranger = (await signInByCode(handle.db, uniqueTestMobile())).token;
    const path = `/www/v1/invoice/for/tutor_request_prepayment/${id}`;
    expect((await postApi(path, {}, { token: stranger })).status).toBe(404);
    const invoice = await postApi(path, {}, { token: student });
    expect(invoice.status, invoice.text).toBe(200);
    expect(invoice.body.data).toMatchObject({
      state: 'open',
      total_cents: 6_000,
      lines: [{ label: 'tutor_request_prepayment', quantity: 2, unit_cents: 3_000, amount_cents: 6_000, params: { sessions: 2 } }],
      paid_path: `/tutor-request/tracking/${id}/success`,
    });
    const code = `PRE${Date.now()}`;
    await handle.db.insert(discountCodes).values({ code, kind: 'fixed', value: 1_000, purposes: ['tutor_request_prepayment'] });
    const discounted = await postApi(`/www/v1/invoice/${invoice.body.data.id}/discount`, { code }, { token: student });
    expect(discounted.body.data.total_cents).toBe(5_000);

    const callback = await payAtSandbox(student, invoice.body.data.id);
    for (let i = 0; i < 10; i += 1) {
      const answer = await callApi(callback);
      expect(answer.headers.get('location')).toBe(`/tutor-request/tracking/${id}/success`);
    }
    const [request] = await handle.db.select().from(tutorRequests).where(eq(tutorRequests.id, id));
    expect(request!.state).toBe('prepaid');
    // Paid: the same invoice answers, nothing new is made, the wallet pays nothing.
    const again = await postApi(path, {}, { token: student });
    expect(again.body.data).toMatchObject({ id: invoice.body.data.id, state: 'paid' });
    expect((await postApi(`/www/v1/invoice/${invoice.body.data.id}/pay-by-wallet`, {}, { token: student })).body.data.state).toBe('paid');
    const moved = await callApi('/www/v1/wallet/transactions', { token: student });
    expect(moved.body.data.items).toEqual([expect.objectContaining({ type: 'payment', amount_cents: -5_000, wallet_cents: 0, invoice: invoice.body.data.id })]);
  });

  it("a request cancelled while its invoice was open keeps the card's money in the wallet", async () => {
    const { student, id } = await awaitingPrepayment();
    const invoice = (await postApi(`/www/v1/invoice/for/tutor_request_prepayment/${id}`, {}, { token: student })).body.data;
    const callback = await payAtSandbox(student, invoice.id);
    expect((await postApi(`/www/v1/tutor-request/${id}/cancel`, {}, { token: student })).status).toBe(200);
    expect((await callApi(callback)).headers.get('location')).toBe('/profile/dashboard/wallet');
    const me = await callApi('/auth/v1/me?include=wallet', { token: student });
    expect(me.body.data.wallet.balance_cents).toBe(6_000);
  });

  it('an open prepayment invoice is cancelled with the request, and with a reassign (the next tutor has their own price)', async () => {
    for (const move of ['cancel', 'reassign'] as const) {
      const { student, id } = await awaitingPrepayment();
      const invoice = (await postApi(`/www/v1/invoice/for/tutor_request_prepayment/${id}`, {}, { token: student })).body.data;
      expect(invoice.state).toBe('open');
      const moved = await postApi(`/www/v1/tutor-request/${id}/${move}`, move === 'reassign' ? { reason: 'We need someone with exam experience' } : {}, {
        token: student,
      });
      expect(moved.status, moved.text).toBe(200);
      expect((await callApi(`/www/v1/invoice/${invoice.id}`, { token: student })).body.data.state).toBe('cancelled');
      const paid = await postApi(`/www/v1/invoice/${invoice.id}/pay-by-wallet`, {}, { token: student });
      expect(paid.status).toBe(409);
    }
  });
});
