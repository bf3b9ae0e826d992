import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { grantRole } from '@/server/auth/roles';
import { signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db, DbHandle } from '@/server/db/client';
import { discountCodes, invoices, ledgerTransactions, paymentAttempts, sandboxGatewaySessions } from '@/server/db/schema';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { fundWallet } from './test-helpers';
import { reconcileAttempts } from './reconcile';
import { createInvoice, expireInvoices } from './invoices';
import { ledgerTotal, unbalancedTransactions, walletBalance } from './ledger';
import { definePurpose } from './purposes';
import { DomainError } from '@/server/shared/domain-error';

let handle: DbHandle;
let db: Db;
const paidSubjects: string[] = [];

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  db = handle.db;
  // A purpose of the kind other features register: it records what it was told was paid.
  definePurpose('test_lesson', {
    credits: 'sales',
    payableByWallet: true,
    onPaid: async (_tx, invoice) => {
      paidSubjects.push(invoice.subjectId ?? '');
    },
  });
});
afterAll(() => handle.close());

const makeCode = (values: Partial<typeof discountCodes.$inferInsert> & { code: string }) =>
  db
    .insert(discountCodes)
    .values({ kind: 'percent', value: 10, ...values })
    .returning();

async function newUser() {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile);
  const user = (await findUserByMobile(db, mobile))!;
  return { token, id: user.id };
}

// A subject is a row id in canonical decimal (docs/decisions.md "Invoices that cannot be gamed").
const lesson = (userId: number, cents: number, subject = String(1 + Math.floor(Math.random() * 1e12))) =>
  createInvoice(db, { userId, purpose: 'test_lesson', subjectId: subject, lines: [{ label: 'wallet_top_up', quantity: 2, unitCents: cents / 2 }] });

/** Starts paying online, makes the payer's choice on the sandbox page, answers the callback address it sends back. */
async function atSandbox(token: string, invoice: string, choice: 'pay' | 'decline' | 'cancel', wallet = false) {
  const start = await callApi(`/www/v1/invoice/${invoice}/online-payment?wallet=${wallet ? 1 : 0}`, { token });
  expect(start.status).toBe(303);
  const gatewayUrl = new URL(start.headers.get('location')!);
  expect(gatewayUrl.pathname).toMatch(/^\/api\/sandbox-gateway\/pay\/[0-9a-f-]{36}$/);
  const pageAnswer = await callApi(gatewayUrl.pathname.replace(/^\/api/, ''));
  expect(pageAnswer.status).toBe(200);
  const token_ = /name="token" value="([0-9a-f]+)"/.exec(pageAnswer.text)![1]!;
  const chosen = await callApi(gatewayUrl.pathname.replace(/^\/api/, ''), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice, token: token_ }).toString(),
  });
  expect(chosen.status).toBe(303);
  return new URL(chosen.headers.get('location')!);
}

const callback = (url: URL) => callApi(`${url.pathname.replace(/^\/api/, '')}${url.search}`);

describe('a wallet top-up paid on the sandbox gateway', () => {
  it('takes no discount code, and its bill offers none (issue 29)', async () => {
    const { token } = await newUser();
    const made = await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token });
    const view = await callApi(`/www/v1/invoice/${made.body.data.invoice}`, { token });
    expect(view.body.data.discountable).toBe(false);
    const code = `FORTOPUP${Date.now()}`;
    await makeCode({ code, purposes: ['wallet_top_up'] });
    const refused = await postApi(`/www/v1/invoice/${made.body.data.invoice}/discount`, { code }, { token, locale: 'en-US' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'code' });
    expect((await callApi(`/www/v1/invoice/${made.body.data.invoice}`, { token })).body.data.total_cents).toBe(1_000);
  });

  it('credits the wallet once, however often the callback is replayed', async () => {
    const { token, id } = await newUser();
    const made = await postApi('/www/v1/wallet/top-up', { amount_cents: 2_500 }, { token });
    expect(made.status).toBe(200);
    const back = await atSandbox(token, made.body.data.invoice, 'pay');
    expect(back.searchParams.get('status')).toBe('paid');
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await callback(back));
    expect(answers.map((a) => a.headers.get('location'))).toEqual(Array(10).fill('/profile/dashboard/wallet'));
    // Concurrent replays too (two tabs, a double click).
    await Promise.all(Array.from({ length: 5 }, () => callback(back)));
    expect(await walletBalance(db, id)).toBe(2_500);
    const moved = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, id));
    expect(moved).toHaveLength(1);
    expect(moved[0]!.kind).toBe('top_up');
    const me = await callApi('/auth/v1/me?include=wallet', { token });
    expect(me.body.data.wallet).toEqual({ balance_cents: 2_500, currency: 'EUR' });
    const view = await callApi(`/www/v1/invoice/${made.body.data.invoice}`, { token });
    expect(view.body.data.state).toBe('paid');
  });

  it('a declined payment lands on error-1 and charges nothing', async () => {
    const { token, id } = await newUser();
    const made = await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token });
    const back = await atSandbox(token, made.body.data.invoice, 'decline');
    const answer = await callback(back);
    expect(answer.headers.get('location')).toBe(`/profile/dashboard/my-classes/bill/${made.body.data.invoice}/error-1`);
    expect(await walletBalance(db, id)).toBe(0);
    expect((await callApi(`/www/v1/invoice/${made.body.data.invoice}`, { token })).body.data.state).toBe('open');
  });

  it('refuses a forged or tampered answer: nothing is paid, the payer is told it is being checked', async () => {
    const { token, id } = await newUser();
    const made = await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token });
    const back = await atSandbox(token, made.body.data.invoice, 'decline');
    const tampered = new URL(back);
    tampered.searchParams.set('status', 'paid');
    const forged = new URL(back);
    forged.searchParams.set('signature', 'f'.repeat(64));
    for (const url of [tampered, forged]) {
      const answer = await callback(url);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toMatch(/\/error-2$/);
    }
    expect(await walletBalance(db, id)).toBe(0);
    // The gateway's own word, asked by the reconciliation job, settles it: declined, nothing charged.
    await reconcileAttempts(db, new Date(Date.now() + 11 * 60_000));
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
      .where(eq(invoices.publicId, made.body.data.invoice));
    expect(attempt!.payment_attempts.state).toBe('declined');
    expect(await walletBalance(db, id)).toBe(0);
  });

  it('a payer who never comes back is settled by the reconciliation job', async () => {
    const { token, id } = await newUser();
    const made = await postApi('/www/v1/wallet/top-up', { amount_cents: 1_500 }, { token });
    await atSandbox(token, made.body.data.invoice, 'pay');
    expect(await walletBalance(db, id)).toBe(0);
    await reconcileAttempts(db, new Date(Date.now() + 11 * 60_000));
    expect(await walletBalance(db, id)).toBe(1_500);
  });
});

describe('paying an invoice', () => {
  it('by wallet pays once and tells its purpose; another user cannot see or pay it', async () => {
    const walletSubject = String(Date.now());
    const owner = await newUser();
    const stranger = await newUser();
    await fundWallet(db, owner.id, 5_000);
    const invoice = await lesson(owner.id, 3_000, walletSubject);
    for (const [path, method] of [
      [`/www/v1/invoice/${invoice.publicId}`, 'GET'],
      [`/www/v1/invoice/${invoice.publicId}/online-payment`, 'GET'],
      [`/www/v1/invoice/${invoice.publicId}/pay-by-wallet`, 'POST'],
      [`/www/v1/invoice/${invoice.publicId}/discount`, 'POST'],
    ] as const) {
      const answer = await callApi(path, {
        token: stranger.token,
        method,
        body: method === 'POST' ? JSON.stringify(path.endsWith('discount') ? { code: 'WELCOME10' } : {}) : undefined,
      });
      expect(answer.status, path).toBe(404);
    }
    const clicks = await Promise.all(Array.from({ length: 3 }, () => postApi(`/www/v1/invoice/${invoice.publicId}/pay-by-wallet`, {}, { token: owner.token })));
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(await walletBalance(db, owner.id)).toBe(2_000);
    expect(paidSubjects.filter((s) => s === walletSubject)).toHaveLength(1);
    // The subject is paid: no second invoice for it.
    await expect(lesson(owner.id, 3_000, walletSubject)).rejects.toMatchObject({ code: 'invoice_already_paid' });
  });

  it('wallet first and card for the rest', async () => {
    const { token, id } = await newUser();
    await fundWallet(db, id, 300);
    const invoice = await lesson(id, 1_000);
    const back = await atSandbox(token, invoice.publicId, 'pay', true);
    const [session] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoice.id));
    expect(session).toMatchObject({ cardCents: 700, walletCents: 300 });
    const answer = await callback(back);
    expect(answer.headers.get('location')).toBe(`/profile/dashboard/my-classes/bill/${invoice.publicId}/payed`);
    expect(await walletBalance(db, id)).toBe(0);
    const page = await callApi(`/www/v1/wallet/transactions`, { token });
    expect(page.body.data.items[0]).toMatchObject({ type: 'payment', amount_cents: -1_000, wallet_cents: -300, invoice: invoice.publicId });
  });

  // Issue 28, finding 5: a day that is no day of the calendar reached the database and answered 500.
  it('refuses a day outside the calendar with 422 naming the field, in the list and the CSV', async () => {
    const { token } = await newUser();
    for (const query of ['from=9999-99-99', 'to=2026-02-30', 'from=2026-13-01', 'to=0000-01-01']) {
      for (const path of ['/www/v1/wallet/transactions', '/www/v1/wallet/transactions.csv']) {
        const answer = await callApi(`${path}?${query}`, { token, locale: 'en-US' });
        expect(answer.status, `${path}?${query}`).toBe(422);
        expect(answer.body.errors).toEqual([{ field: query.split('=')[0], message: 'Please enter a date such as 2026-12-01.' }]);
      }
    }
    const fa = await callApi('/www/v1/wallet/transactions.csv?from=2026-02-30', { token, locale: 'fa' });
    expect(fa.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    expect((await callApi('/www/v1/wallet/transactions?from=2024-02-29&to=2026-12-31', { token })).status).toBe(200);
  });

  it('filters movements by days of the user\u2019s own calendar, not UTC days', async () => {
    const { token, id } = await newUser();
    await fundWallet(db, id, 300);
    // 22:00 UTC on 4 March is 01:30 on 5 March in Tehran.
    await db
      .update(ledgerTransactions)
      .set({ createdAt: new Date('2026-03-04T22:00:00Z') })
      .where(eq(ledgerTransactions.userId, id));
    const day = (date: string, zone: string) =>
      callApi(`/www/v1/wallet/transactions?from=${date}&to=${date}`, { token, headers: { cookie: `tz=${encodeURIComponent(zone)}` } }).then(
        (r) => r.body.data.items.length,
      );
    expect(await day('2026-03-05', 'Asia/Tehran')).toBe(1);
    expect(await day('2026-03-04', 'Asia/Tehran')).toBe(0);
    expect(await day('2026-03-04', 'UTC')).toBe(1);
    expect(await day('2026-03-05', 'UTC')).toBe(0);
  });

  it('a card payment for an invoice already paid another way goes to the wallet, not lost', async () => {
    const { token, id } = await newUser();
    await fundWallet(db, id, 1_000);
    const invoice = await lesson(id, 1_000);
    const back = await atSandbox(token, invoice.publicId, 'pay');
    await postApi(`/www/v1/invoice/${invoice.publicId}/pay-by-wallet`, {}, { token });
    const answer = await callback(back);
    expect(answer.headers.get('location')).toBe('/profile/dashboard/wallet');
    expect(await walletBalance(db, id)).toBe(1_000);
  });

  it('the English payer is sent back to the English page', async () => {
    const { token, id } = await newUser();
    const invoice = await lesson(id, 800);
    const start = await callApi(`/www/v1/invoice/${invoice.publicId}/online-payment?lang=en-US`, { token });
    const gateway = new URL(start.headers.get('location')!);
    const pageAnswer = await callApi(gateway.pathname.replace(/^\/api/, ''));
    const formToken = /name="token" value="([0-9a-f]+)"/.exec(pageAnswer.text)![1]!;
    const chosen = await callApi(gateway.pathname.replace(/^\/api/, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'cancel', token: formToken }).toString(),
    });
    const answer = await callback(new URL(chosen.headers.get('location')!));
    expect(answer.headers.get('location')).toBe(`/en-US/profile/dashboard/my-classes/bill/${invoice.publicId}/error-1`);
  });
});

describe("an invoice a purpose prepares for its subject (a request's prepayment)", () => {
  it("is made once per subject, only for its owner, leads to the purpose's page and is not paid twice", async () => {
    definePurpose('test_prepay', {
      credits: 'sales',
      payableByWallet: true,
      prepare: async (_db, userId, subject) => {
        if (subject !== String(userId)) throw new DomainError('not_found', 'invoice_not_found');
        return { lines: [{ label: 'tutor_request_prepayment', params: { sessions: 2, tutor: 'T' }, quantity: 2, unitCents: 1_200 }] };
      },
      paidPath: (invoice) => `/tutor-request/tracking/${invoice.subjectId}/success`,
    });
    const owner = await newUser();
    const stranger = await newUser();
    const path = `/www/v1/invoice/for/test_prepay/${owner.id}`;
    const first = await postApi(path, {}, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'open', total_cents: 2_400, paid_path: `/tutor-request/tracking/${owner.id}/success` });
    expect((await postApi(path, {}, { token: owner.token })).body.data.id).toBe(first.body.data.id);
    expect((await postApi(path, {}, { token: stranger.token })).status).toBe(404);
    expect((await postApi(`/www/v1/invoice/for/test_prepay/0${owner.id}`, {}, { token: owner.token })).status).toBe(404);
    expect((await postApi(`/www/v1/invoice/for/test_prepay/${stranger.id}`, {}, { token: owner.token })).status).toBe(404);
    expect((await postApi(`/www/v1/invoice/for/no_such_purpose/1`, {}, { token: owner.token })).status).toBe(404);
    await fundWallet(db, owner.id, 2_400);
    const paid = await postApi(`/www/v1/invoice/${first.body.data.id}/pay-by-wallet`, {}, { token: owner.token });
    expect(paid.body.data).toEqual({ state: 'paid', paid_path: `/tutor-request/tracking/${owner.id}/success` });
    const again = await postApi(path, {}, { token: owner.token });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, state: 'paid' });
    expect(await walletBalance(db, owner.id)).toBe(0);
  });
});

describe('discount codes', () => {
  it('takes the discount off and refuses a code past its limit', async () => {
    const code = `LAST${Date.now()}`;
    await makeCode({ code, kind: 'fixed', value: 500, maxUses: 1 });
    const first = await newUser();
    const second = await newUser();
    const a = await lesson(first.id, 2_000);
    const b = await lesson(second.id, 2_000);
    const applied = await postApi(`/www/v1/invoice/${a.publicId}/discount`, { code: code.toLowerCase() }, { token: first.token });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ subtotal_cents: 2_000, discount_cents: 500, total_cents: 1_500, discount_code: code });
    const refused = await postApi(`/www/v1/invoice/${b.publicId}/discount`, { code }, { token: second.token, locale: 'en-US' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This discount code has been used up.');
  });

  it('two users racing for the last use: exactly one gets it', async () => {
    const code = `RACE${Date.now()}`;
    await makeCode({ code, maxUses: 1 });
    const racers = await Promise.all(Array.from({ length: 8 }, () => newUser()));
    const bills = await Promise.all(racers.map((r) => lesson(r.id, 1_000)));
    const answers = await Promise.all(racers.map((r, i) => postApi(`/www/v1/invoice/${bills[i]!.publicId}/discount`, { code }, { token: r.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row!.usedCount).toBe(1);
  });

  it('checks window, minimum, purpose and the per-user limit; an expired invoice gives its use back', async () => {
    const user = await newUser();
    const stamp = Date.now();
    await makeCode({ code: `OLD${stamp}`, endsAt: new Date(stamp - 1000) });
    await makeCode({ code: `MIN${stamp}`, minAmountCents: 5_000 });
    await makeCode({ code: `TOPUP${stamp}`, purposes: ['wallet_top_up'] });
    await makeCode({ code: `ONCE${stamp}`, maxUsesPerUser: 1 });
    const bill = await lesson(user.id, 1_000);
    const tryCode = (code: string, invoice = bill.publicId) => postApi(`/www/v1/invoice/${invoice}/discount`, { code }, { token: user.token, locale: 'en-US' });
    expect((await tryCode(`OLD${stamp}`)).status).toBe(422);
    expect((await tryCode(`MIN${stamp}`)).body.errors[0]).toMatchObject({ field: 'code', message: 'This discount code needs a payment of at least €50.00.' });
    expect((await tryCode(`TOPUP${stamp}`)).status).toBe(422);
    expect((await tryCode(`ONCE${stamp}`)).status).toBe(200);
    const other = await lesson(user.id, 1_000);
    expect((await tryCode(`ONCE${stamp}`, other.publicId)).body.message).toBe('You have already used this discount code.');
    // The first invoice expires: its use comes back and the code works on the other one.
    expect(await expireInvoices(db, new Date(Date.now() + 48 * 3_600_000))).toMatchObject({ expired: expect.any(Number) });
    expect((await db.select().from(invoices).where(eq(invoices.id, bill.id)))[0]!.state).toBe('expired');
    expect((await tryCode(`ONCE${stamp}`, other.publicId)).status).toBe(409); // `other` expired too
    const third = await lesson(user.id, 1_000);
    expect((await tryCode(`ONCE${stamp}`, third.publicId)).status).toBe(200);
    const mine = await callApi('/www/v1/discounts', { token: user.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.data.codes.map((c: { code: string }) => c.code)).toContain(`ONCE${stamp}`);
  });
});

describe('refunds', () => {
  const refund = (invoice: string, body: Record<string, unknown>, token: string, key: string | null = `key-${Math.random()}`) =>
    postApi(`/www/v1/invoice/${invoice}/refund`, body, { token, headers: key === null ? {} : { 'idempotency-key': key } });

  async function paidLesson(cents: number) {
    const payer = await newUser();
    const operator = await newUser();
    await grantRole(db, operator.id, 'operator');
    await openConsole(db, operator.token);
    await fundWallet(db, payer.id, cents);
    const bill = await lesson(payer.id, cents);
    await postApi(`/www/v1/invoice/${bill.publicId}/pay-by-wallet`, {}, { token: payer.token });
    return { payer, operator, bill };
  }

  it('an operator refunds to the wallet, never more than was paid', async () => {
    const { payer, operator, bill } = await paidLesson(2_000);
    expect((await refund(bill.publicId, { amount_cents: 500 }, payer.token)).status).toBe(403);
    const first = await refund(bill.publicId, { amount_cents: 1_500, to: 'wallet' }, operator.token);
    expect(first.status).toBe(200);
    expect(await auditEntryFor(db, 'invoice.refund', 'invoice', bill.publicId)).toMatchObject({ actorId: operator.id, after: { state: 'paid' } });
    expect(await walletBalance(db, payer.id)).toBe(1_500);
    const over = await refund(bill.publicId, { amount_cents: 600 }, operator.token);
    expect(over.status).toBe(409);
    const rest = await refund(bill.publicId, { amount_cents: 500 }, operator.token);
    expect(rest.status).toBe(200);
    const [payment] = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.invoiceId, bill.id), eq(ledgerTransactions.kind, 'payment')));
    expect(payment!.refundedCents).toBe(2_000);
    expect(await walletBalance(db, payer.id)).toBe(2_000);
  });

  it('needs an Idempotency-Key (422 naming it), and a key reused for another refund is a 409', async () => {
    const { operator, bill } = await paidLesson(2_000);
    const without = await refund(bill.publicId, { amount_cents: 500 }, operator.token, null);
    expect(without.status).toBe(422);
    expect(without.body.errors.map((e: { field: string }) => e.field)).toEqual(['idempotency_key']);
    const short = await refund(bill.publicId, { amount_cents: 500 }, operator.token, 'abc');
    expect(short.status).toBe(422);
    expect((await refund(bill.publicId, { amount_cents: 500 }, operator.token, 'same-key-1')).status).toBe(200);
    const replay = await refund(bill.publicId, { amount_cents: 500 }, operator.token, 'same-key-1');
    expect(replay.status).toBe(200);
    const other = await refund(bill.publicId, { amount_cents: 700 }, operator.token, 'same-key-1');
    expect(other.status).toBe(409);
    const refunds = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.invoiceId, bill.id), eq(ledgerTransactions.kind, 'refund')));
    expect(refunds.map((r) => r.amountCents)).toEqual([500]);
  });

  // Issue 28, finding 3: three identical refunds at once were one refund but counted three times.
  it('the same refund sent three times at once is one refund, and the rest stays refundable', async () => {
    const { payer, operator, bill } = await paidLesson(4_000);
    const answers = await Promise.all(Array.from({ length: 3 }, () => refund(bill.publicId, { amount_cents: 1_000 }, operator.token, 'triple-click')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.transaction)).size).toBe(1);
    expect(await walletBalance(db, payer.id)).toBe(1_000);
    // What is left (€30) can still be refunded: the decision reads the ledger, not a counter.
    const rest = await refund(bill.publicId, { amount_cents: 3_000 }, operator.token);
    expect(rest.status, rest.text).toBe(200);
    expect(await walletBalance(db, payer.id)).toBe(4_000);
    expect((await refund(bill.publicId, { amount_cents: 1 }, operator.token)).status).toBe(409);
  });

  it('different refunds racing never refund more than was paid', async () => {
    const { payer, operator, bill } = await paidLesson(3_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(bill.publicId, { amount_cents: 1_000 }, operator.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(await walletBalance(db, payer.id)).toBe(3_000);
  });

  // Issue 28, finding 3: five card refunds at once paid out twice at the gateway and answered 500.
  it('the same card refund five times at once pays out once at the gateway and once in the ledger', async () => {
    const payer = await newUser();
    const operator = await newUser();
    await grantRole(db, operator.id, 'operator');
    await openConsole(db, operator.token);
    const bill = await lesson(payer.id, 5_000);
    const back = await atSandbox(payer.token, bill.publicId, 'pay');
    expect((await callback(back)).status).toBe(303);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(bill.publicId, { amount_cents: 1_000, to: 'card' }, operator.token, 'card-refund-once')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const [session] = await db
      .select()
      .from(sandboxGatewaySessions)
      .where(eq(sandboxGatewaySessions.reference, back.searchParams.get('reference')!));
    expect(session!.refundedCents).toBe(1_000);
    const refunds = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.invoiceId, bill.id), eq(ledgerTransactions.kind, 'refund')));
    expect(refunds.map((r) => r.amountCents)).toEqual([1_000]);
    // A card refund beyond what the card paid is refused before the gateway is asked.
    expect((await refund(bill.publicId, { amount_cents: 4_001, to: 'card' }, operator.token)).status).toBe(409);
    const [after] = await db
      .select()
      .from(sandboxGatewaySessions)
      .where(eq(sandboxGatewaySessions.reference, back.searchParams.get('reference')!));
    expect(after!.refundedCents).toBe(1_000);
  });
});

describe('the books', () => {
  it('every transaction balances and the ledger sums to zero after all of the above', async () => {
    expect(await unbalancedTransactions(db)).toEqual([]);
    expect(await ledgerTotal(db)).toBe(0);
  });
});
