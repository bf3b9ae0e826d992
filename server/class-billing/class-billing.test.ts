import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classBalance } from '@/server/classes';
import type { Db, DbHandle } from '@/server/db/client';
import { classPurchases } from '@/server/db/schema';
import { ledgerTotal, unbalancedTransactions, walletBalance } from '@/server/payments/ledger';
import { fundWallet, openAtSandbox } from '@/server/payments/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { expirePacks } from './expiry';
import { classMoney } from './index';
import { chargeSessions, classFor } from './test-helpers';

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  db = handle.db;
});
afterAll(() => handle.close());

async function newUser() {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile);
  const user = (await findUserByMobile(db, mobile))!;
  return { token, id: user.id };
}

const PRICE = 2_000;
const money = async (token: string, classId: number) => (await callApi(`/www/v1/class-billing/classes/${classId}`, { token })).body.data;
const bill = (token: string, classId: number) => postApi(`/www/v1/class-billing/classes/${classId}/bill`, {}, { token });
const payByWallet = (token: string, invoice: string) => postApi(`/www/v1/invoice/${invoice}/pay-by-wallet`, {}, { token });
const invoiceOf = async (token: string, invoice: string) => (await callApi(`/www/v1/invoice/${invoice}`, { token })).body.data;

async function books() {
  expect(await unbalancedTransactions(db)).toEqual([]);
  expect(await ledgerTotal(db)).toBe(0);
}

describe('a class’s money: ownership', () => {
  it('another user’s class is a 404 on every route; an unknown one too', async () => {
    const owner = await newUser();
    const other = await newUser();
    const classId = await classFor(db, owner.id, { priceCents: PRICE });
    expect((await callApi(`/www/v1/class-billing/classes/${classId}`, { token: owner.token })).status).toBe(200);
    for (const token of [other.token]) {
      expect((await callApi(`/www/v1/class-billing/classes/${classId}`, { token })).status).toBe(404);
      expect((await bill(token, classId)).status).toBe(404);
      expect((await postApi(`/www/v1/class-billing/classes/${classId}/deposit`, { sessions: 2 }, { token })).status).toBe(404);
      expect((await postApi(`/www/v1/class-billing/classes/${classId}/pack`, { sessions: 5 }, { token })).status).toBe(404);
    }
    expect((await callApi('/www/v1/class-billing/classes/2147483647', { token: owner.token })).status).toBe(404);
    // A purchase's invoice is not reachable through another's subject either.
    expect((await postApi('/www/v1/invoice/for/class_bill/1', {}, { token: other.token })).status).toBe(404);
  });
});

describe('bills: what the class owes, paid once', () => {
  it('prepaid and owed come from the ledger; a bill is made once for two clicks and paid once for five', async () => {
    const student = await newUser();
    const classId = await classFor(db, student.id, { priceCents: PRICE });
    const before = await classBalance(db, classId);
    await chargeSessions(db, classId, Math.floor(before / PRICE) + 2, PRICE);
    const owed = -(await classBalance(db, classId));
    expect(owed).toBeGreaterThan(0);
    const view = await money(student.token, classId);
    expect(view).toMatchObject({ owed_cents: owed, prepaid_sessions: 0, prepaid_cents: 0 });

    const [first, second] = await Promise.all([bill(student.token, classId), bill(student.token, classId)]);
    expect(first.status, first.text).toBe(200);
    expect(second.body.data.invoice).toBe(first.body.data.invoice);
    const invoice = first.body.data.invoice as string;
    expect((await invoiceOf(student.token, invoice)).total_cents).toBe(owed);

    await fundWallet(db, student.id, owed * 3);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payByWallet(student.token, invoice)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await walletBalance(db, student.id)).toBe(owed * 2);
    expect(await classBalance(db, classId)).toBe(0);
    const paid = await invoiceOf(student.token, invoice);
    expect(paid.state).toBe('paid');
    expect(paid.paid_path).toBe(`/profile/dashboard/my-classes/bill/${invoice}/payed`);
    expect(paid.return_path).toBe(`/profile/dashboard/my-classes/${classId}/bill`);
    // Nothing owed now: no bill.
    expect((await bill(student.token, classId)).status).toBe(409);
    await books();
  });

  it('wallet first, card for the rest (sandbox): the class is paid, the wallet emptied once', async () => {
    const student = await newUser();
    const classId = await classFor(db, student.id, { priceCents: PRICE });
    await chargeSessions(db, classId, Math.floor((await classBalance(db, classId)) / PRICE) + 3, PRICE);
    const owed = -(await classBalance(db, classId));
    await fundWallet(db, student.id, 1_000);
    const invoice = (await bill(student.token, classId)).body.data.invoice as string;
    const { choose } = await openAtSandbox(student.token, invoice, { wallet: true });
    const back = await choose!('pay');
    const landed = await callApi(back);
    expect(landed.headers.get('location')).toBe(`/profile/dashboard/my-classes/bill/${invoice}/payed`);
    // A replayed callback changes nothing.
    await callApi(back);
    expect(await walletBalance(db, student.id)).toBe(0);
    expect(await classBalance(db, classId)).toBe(0);
    const paid = await invoiceOf(student.token, invoice);
    expect(paid.payment).toMatchObject({ state: 'paid', wallet_cents: 1_000, card_cents: owed - 1_000 });
    await books();
  });

  it('a bill that changed meanwhile takes no money and says so; the bill made then is for what is owed now', async () => {
    const student = await newUser();
    const classId = await classFor(db, student.id, { priceCents: PRICE });
    await chargeSessions(db, classId, Math.floor((await classBalance(db, classId)) / PRICE) + 1, PRICE);
    const invoice = (await bill(student.token, classId)).body.data.invoice as string;
    // By card, started before another session is charged.
    const { choose } = await openAtSandbox(student.token, invoice);
    await chargeSessions(db, classId, 1, PRICE);
    const owedNow = -(await classBalance(db, classId));
    await fundWallet(db, student.id, owedNow * 2);
    const walletBefore = await walletBalance(db, student.id);
    expect((await payByWallet(student.token, invoice)).status).toBe(409);
    const closed = await invoiceOf(student.token, invoice);
    expect(closed).toMatchObject({ state: 'cancelled', closed_reason: 'invoice_basis_changed', return_path: `/profile/dashboard/my-classes/${classId}/bill` });
    // The card payment still arrives: it goes to the wallet, never to the void bill.
    const back = await choose!('pay');
    expect((await callApi(back)).headers.get('location')).toBe('/profile/dashboard/wallet');
    expect(await walletBalance(db, student.id)).toBe(walletBefore + closed.total_cents);
    expect(await classBalance(db, classId)).toBe(-owedNow);
    const fresh = (await bill(student.token, classId)).body.data.invoice as string;
    expect(fresh).not.toBe(invoice);
    expect((await invoiceOf(student.token, fresh)).total_cents).toBe(owedNow);
    await books();
  });
});

describe('deposits and discount packs', () => {
  it('a deposit credits the class with N sessions at its price', async () => {
    const student = await newUser();
    const classId = await classFor(db, student.id, { priceCents: PRICE });
    const start = await classBalance(db, classId);
    expect((await postApi(`/www/v1/class-billing/classes/${classId}/deposit`, { sessions: 0 }, { token: student.token })).status).toBe(422);
    expect((await postApi(`/www/v1/class-billing/classes/${classId}/deposit`, { sessions: 21 }, { token: student.token })).status).toBe(422);
    const made = await postApi(`/www/v1/class-billing/classes/${classId}/deposit`, { sessions: 3 }, { token: student.token });
    expect(made.status, made.text).toBe(200);
    expect((await invoiceOf(student.token, made.body.data.invoice)).total_cents).toBe(3 * PRICE);
    await fundWallet(db, student.id, 3 * PRICE);
    expect((await payByWallet(student.token, made.body.data.invoice)).status).toBe(200);
    expect(await classBalance(db, classId)).toBe(start + 3 * PRICE);
    expect((await money(student.token, classId)).prepaid_sessions).toBe(Math.floor((start + 3 * PRICE) / PRICE));
    await books();
  });

  it('a pack: refused while owed; bought at its discount, used first, and at expiry its unused paid part returns to the wallet once', async () => {
    const student = await newUser();
    const classId = await classFor(db, student.id, { priceCents: PRICE });
    await chargeSessions(db, classId, Math.floor((await classBalance(db, classId)) / PRICE) + 1, PRICE);
    const owedPack = await postApi(`/www/v1/class-billing/classes/${classId}/pack`, { sessions: 10 }, { token: student.token });
    expect(owedPack.status).toBe(409);
    expect((await postApi(`/www/v1/class-billing/classes/${classId}/pack`, { sessions: 7 }, { token: student.token })).status).toBe(422);
    await fundWallet(db, student.id, PRICE);
    expect((await payByWallet(student.token, (await bill(student.token, classId)).body.data.invoice)).status).toBe(200);
    expect(await classBalance(db, classId)).toBe(0);

    const made = await postApi(`/www/v1/class-billing/classes/${classId}/pack`, { sessions: 10 }, { token: student.token });
    expect(made.status, made.text).toBe(200);
    const packInvoice = await invoiceOf(student.token, made.body.data.invoice);
    expect(packInvoice).toMatchObject({ total_cents: 18_000, discountable: false });
    await fundWallet(db, student.id, 18_000);
    expect((await payByWallet(student.token, made.body.data.invoice)).status).toBe(200);
    // The class holds the pack's full value: 18,000 paid and 2,000 given by the platform.
    expect(await classBalance(db, classId)).toBe(20_000);
    await chargeSessions(db, classId, 2, PRICE);
    const view = await money(student.token, classId);
    expect(view.prepaid_sessions).toBe(8);
    expect(view.packs).toHaveLength(1);
    expect(view.packs[0]).toMatchObject({ sessions: 10, percent: 10, sessions_left: 8, left_cents: 16_000, state: 'active' });
    // What the class page reads (server/class-billing's public face): the same figures.
    const forClassPage = await classMoney(db, classId);
    expect(forClassPage).toMatchObject({ balanceCents: 16_000, prepaidSessions: 8, owedCents: 0 });
    expect(forClassPage.packs[0]).toMatchObject({ sessionsLeft: 8, paidCents: 18_000, valueCents: 20_000 });

    // A millisecond before expiry nothing happens; at it: 8 unused sessions, 8 × 18 € to the wallet, 8 × 2 € back to the platform.
    const packRow = (await db.select().from(classPurchases).where(eq(classPurchases.classId, classId))).find((r) => r.kind === 'pack')!;
    const expiresAt = packRow.expiresAt!;
    expect(Math.round((expiresAt.getTime() - packRow.paidAt!.getTime()) / 86_400_000)).toBe(180);
    const walletBefore = await walletBalance(db, student.id);
    await expirePacks(db, new Date(expiresAt.getTime() - 1));
    expect(await walletBalance(db, student.id)).toBe(walletBefore);
    const [first, second] = await Promise.all([expirePacks(db, expiresAt), expirePacks(db, expiresAt)]);
    // Two runners at once, then a third later: the pack is settled once.
    expect(first.expired + second.expired).toBe(1);
    await expirePacks(db, new Date(expiresAt.getTime() + 86_400_000));
    expect(await walletBalance(db, student.id)).toBe(walletBefore + 8 * 1_800);
    expect(await classBalance(db, classId)).toBe(0);
    const after = await money(student.token, classId);
    expect(after.packs[0]).toMatchObject({ state: 'expired', returned_cents: 16_000, sessions_left: 0 });
    await books();
  });
});
