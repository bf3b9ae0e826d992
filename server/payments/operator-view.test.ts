import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { grantRole } from '@/server/auth/roles';
import { openConsole, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db, DbHandle } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { createInvoice } from './invoices';
import { definePurpose } from './purposes';
import { fundWallet, openAtSandbox } from './test-helpers';
import { walletBalance } from './ledger';

let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 1 });
  db = handle.db;
  definePurpose('console_lesson', { credits: 'sales', payableByWallet: true });
});
afterAll(() => handle.close());

async function newUser(name: string) {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile);
  const user = (await findUserByMobile(db, mobile))!;
  await db.update(users).set({ fullName: name }).where(eq(users.id, user.id));
  return { token, id: user.id, mobile };
}

/** A lesson invoice paid €10 from the wallet and €20 by card on the sandbox gateway. */
async function paidByWalletAndCard() {
  const payer = await newUser('Sara Moneyfinder');
  await fundWallet(db, payer.id, 1_000);
  const bill = await createInvoice(db, {
    userId: payer.id,
    purpose: 'console_lesson',
    subjectId: String(1 + Math.floor(Math.random() * 1e12)),
    lines: [{ label: 'wallet_top_up', unitCents: 3_000 }],
  });
  const { choose } = await openAtSandbox(payer.token, bill.publicId, { wallet: true });
  expect((await callApi(await choose!('pay'))).status).toBe(303);
  return { payer, bill };
}

describe('the console’s money section', () => {
  let operator: { token: string; id: number };
  beforeAll(async () => {
    operator = await newUser('Operator Money');
    await grantRole(db, operator.id, 'operator');
    await openConsole(db, operator.token);
  });

  it('finds an invoice by its public id, the payer’s mobile or name, state and purpose; only for the team', async () => {
    const { payer, bill } = await paidByWalletAndCard();
    const find = async (query: string) => {
      const answer = await callApi(`/www/v1/operator/invoices?${query}`, { token: operator.token });
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.data.invoices as { id: string }[]).map((invoice) => invoice.id);
    };
    expect(await find(`q=${bill.publicId}`)).toEqual([bill.publicId]);
    expect(await find(`q=${bill.publicId.toUpperCase()}`)).toEqual([bill.publicId]);
    expect(await find(`q=0${payer.mobile.slice(3)}`)).toEqual([bill.publicId]);
    expect(await find('q=sara%20moneyfinder&state=paid&purpose=console_lesson')).toContain(bill.publicId);
    expect(await find('q=sara%20moneyfinder&state=open')).not.toContain(bill.publicId);
    expect(await find('q=sara%20moneyfinder&purpose=wallet_top_up')).not.toContain(bill.publicId);
    const list = await callApi('/www/v1/operator/invoices?q=&state=&purpose=', { token: operator.token });
    expect(list.body.data.purposes).toContain('console_lesson');
    expect((await callApi('/www/v1/operator/invoices?state=lost', { token: operator.token, locale: 'en-US' })).status).toBe(422);
    expect((await callApi('/www/v1/operator/invoices', { token: payer.token })).status).toBe(403);
    expect((await callApi(`/www/v1/operator/invoices/${bill.publicId}`, { token: payer.token })).status).toBe(403);
    expect((await callApi('/www/v1/operator/invoices')).status).toBe(401);
  });

  it('shows an invoice’s gateway attempts, events and ledger entries, and what a refund may still take', async () => {
    const { payer, bill } = await paidByWalletAndCard();
    const answer = await callApi(`/www/v1/operator/invoices/${bill.publicId}`, { token: operator.token });
    expect(answer.status, answer.text).toBe(200);
    const detail = answer.body.data;
    expect(detail).toMatchObject({
      id: bill.publicId,
      state: 'paid',
      total_cents: 3_000,
      payer: { id: payer.id, full_name: 'Sara Moneyfinder' },
      refunded_cents: 0,
    });
    expect(detail.attempts).toEqual([
      expect.objectContaining({ gateway: 'sandbox', state: 'paid', card_cents: 2_000, wallet_cents: 1_000, settled_at: expect.any(String) }),
    ]);
    expect(detail.events.map((event: { event: string }) => event.event)).toEqual(expect.arrayContaining(['created', 'paid']));
    const payment = detail.transactions.find((t: { kind: string }) => t.kind === 'payment');
    expect(payment.amount_cents).toBe(3_000);
    // Double entry: the entries of each transaction sum to zero, and name their accounts.
    for (const transaction of detail.transactions)
      expect(transaction.entries.reduce((sum: number, entry: { amount_cents: number }) => sum + entry.amount_cents, 0)).toBe(0);
    expect(payment.entries).toEqual(
      expect.arrayContaining([
        { account: `wallet:${payer.id}`, amount_cents: -1_000 },
        { account: 'system:sales', amount_cents: 3_000 },
      ]),
    );
    expect(detail.refund).toEqual({ paid_cents: 3_000, card_cents: 2_000, refunded_cents: 0, refunded_to_card_cents: 0, refundable_cents: 3_000 });
    expect((await callApi(`/www/v1/operator/invoices/${crypto.randomUUID()}`, { token: operator.token })).status).toBe(404);
    expect((await callApi('/www/v1/operator/invoices/not-a-uuid', { token: operator.token })).status).toBe(422);
  });

  it('a refund to the wallet and one to the card show on the invoice, each a ledger transaction with its reason and an audit entry', async () => {
    const { payer, bill } = await paidByWalletAndCard();
    const before = await walletBalance(db, payer.id);
    const refund = (body: object, key: string) =>
      postApi(`/www/v1/invoice/${bill.publicId}/refund`, body, { token: operator.token, headers: { 'idempotency-key': key } });
    expect((await refund({ amount_cents: 500, to: 'wallet', reason: 'Lesson cut short' }, 'console-key-0001')).status).toBe(200);
    // The same form sent twice (a double click) is one refund.
    expect((await refund({ amount_cents: 500, to: 'wallet', reason: 'Lesson cut short' }, 'console-key-0001')).status).toBe(200);
    expect((await refund({ amount_cents: 700, to: 'card', reason: 'Charged twice' }, 'console-key-0002')).status).toBe(200);
    expect(await walletBalance(db, payer.id)).toBe(before + 500);
    const detail = (await callApi(`/www/v1/operator/invoices/${bill.publicId}`, { token: operator.token })).body.data;
    expect(detail.refunded_cents).toBe(1_200);
    expect(detail.refund).toMatchObject({ refunded_cents: 1_200, refunded_to_card_cents: 700, refundable_cents: 1_800 });
    const refunds = detail.transactions.filter((t: { kind: string }) => t.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        amount_cents: 500,
        to: 'wallet',
        reason: 'Lesson cut short',
        entries: expect.arrayContaining([{ account: `wallet:${payer.id}`, amount_cents: 500 }]),
      }),
      expect.objectContaining({
        amount_cents: 700,
        to: 'card',
        reason: 'Charged twice',
        entries: expect.arrayContaining([{ account: 'system:gateway', amount_cents: 700 }]),
      }),
    ]);
    expect(detail.events.filter((event: { event: string }) => event.event === 'refunded')).toHaveLength(2);
    expect(await auditEntryFor(db, 'invoice.refund', 'invoice', bill.publicId)).toMatchObject({ actorId: operator.id, reason: 'Charged twice' });
    const listed = (await callApi(`/www/v1/operator/invoices?q=${bill.publicId}`, { token: operator.token })).body.data.invoices[0];
    expect(listed.refunded_cents).toBe(1_200);
  });
});
