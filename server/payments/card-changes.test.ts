import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db, DbHandle } from '@/server/db/client';
import { discountCodes, invoices, paymentAttempts } from '@/server/db/schema';
import { grantRole } from '@/server/auth/roles';
import { enqueueJob } from '@/server/jobs/enqueue';
import { startJobRunner, stopJobRunner } from '@/server/jobs/runner';
import { findJob } from '@/server/jobs/status';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { reconcileAttempts } from './reconcile';
import { createInvoice } from './invoices';
import { ledgerTotal, unbalancedTransactions, walletBalance } from './ledger';
import { reconcilePaymentsJob } from './jobs';
import { definePurpose } from './purposes';
import { openAtSandbox } from './test-helpers';

/**
 * Issue 28, finding 2: a discount applied while a card payment is under way, a callback that no
 * longer adds up, and a reconciliation that must get past any one bad attempt.
 */
let handle: DbHandle;
let db: Db;
const code = `FIVE${Date.now()}`;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  db = handle.db;
  await db.insert(discountCodes).values({ code, kind: 'fixed', value: 500, minAmountCents: 1_000, maxUsesPerUser: 100 });
  definePurpose('test_discountable_credit', { credits: 'wallet', payableByWallet: false, paidPath: () => '/profile/dashboard/wallet' });
  // A feature whose onPaid has a bug: its payments must not stop anyone else's from being settled.
  definePurpose('test_broken', {
    credits: 'sales',
    payableByWallet: true,
    onPaid: async () => {
      throw new Error('the purpose broke');
    },
  });
});
afterAll(async () => {
  await stopJobRunner();
  await handle.close();
});

async function newUser() {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile);
  return { token, id: (await findUserByMobile(db, mobile))!.id };
}

/** Money into the wallet like a top-up, but a purpose that takes discount codes (a top-up takes none). */
async function discountableInvoice(userId: number, cents: number): Promise<string> {
  return (await createInvoice(db, { userId, purpose: 'test_discountable_credit', lines: [{ label: 'wallet_top_up', unitCents: cents }] })).publicId;
}

/** Every payment attempt on this invoice is older than the reconciliation's ten minutes and the discount's half hour. */
async function ageAttempts(publicId: string, minutes: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.publicId, publicId));
  await db
    .update(paymentAttempts)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(paymentAttempts.invoiceId, invoice!.id));
}

describe('finding 2: a discount while a card payment is under way', () => {
  it('is refused with a clear message, and the payment then completes as started', async () => {
    const { token, id } = await newUser();
    const invoice = await discountableInvoice(id, 2_000);
    const { choose } = await openAtSandbox(token, invoice);
    for (const [locale, message] of [
      ['en-US', 'A card payment for this invoice is under way; wait for it to finish before changing the invoice.'],
      ['fa', 'پرداختی با کارت برای این صورت‌حساب در جریان است؛ پیش از تغییر صورت‌حساب، منتظر پایان آن بمانید.'],
    ] as const) {
      const refused = await postApi(`/www/v1/invoice/${invoice}/discount`, { code }, { token, locale });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
    }
    const answer = await callApi(await choose!('pay'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile/dashboard/wallet');
    expect(await walletBalance(db, id)).toBe(2_000);
    expect((await callApi(`/www/v1/invoice/${invoice}`, { token })).body.data).toMatchObject({ state: 'paid', total_cents: 2_000 });
  });

  it("a callback that no longer adds up (a code applied after the page was left open) credits the card's money to the wallet, never a 500", async () => {
    const { token, id } = await newUser();
    const invoice = await discountableInvoice(id, 2_000);
    const { choose } = await openAtSandbox(token, invoice);
    await ageAttempts(invoice, 45);
    const applied = await postApi(`/www/v1/invoice/${invoice}/discount`, { code }, { token });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data.total_cents).toBe(1_500);
    const callback = await choose!('pay');
    for (let i = 0; i < 3; i += 1) {
      const answer = await callApi(callback);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/profile/dashboard/wallet');
    }
    // The €20 charged is in the wallet once; the invoice is still open at its new total, its history says what happened.
    expect(await walletBalance(db, id)).toBe(2_000);
    const view = (await callApi(`/www/v1/invoice/${invoice}`, { token })).body.data;
    expect(view).toMatchObject({ state: 'open', total_cents: 1_500, payment: { state: 'credited' } });
    expect(view.history.map((e: { event: string }) => e.event)).toContain('payment_credited_to_wallet');
  });
});

describe('finding 2: reconciliation past a bad attempt', () => {
  it("settles everyone's returned-less payments even when one attempt cannot be applied, and says which failed and why", async () => {
    // First in line: a payment whose invoice took a code after it started, paid at the gateway, payer never back.
    const first = await newUser();
    const changed = await discountableInvoice(first.id, 2_000);
    const changedAt = await openAtSandbox(first.token, changed);
    await ageAttempts(changed, 45);
    expect((await postApi(`/www/v1/invoice/${changed}/discount`, { code }, { token: first.token })).status).toBe(200);
    await changedAt.choose!('pay');
    // Then one whose purpose throws when paid.
    const second = await newUser();
    const broken = await createInvoice(db, {
      userId: second.id,
      purpose: 'test_broken',
      subjectId: String(second.id),
      lines: [{ label: 'wallet_top_up', unitCents: 1_200 }],
    });
    await (
      await openAtSandbox(second.token, broken.publicId)
    ).choose!('pay');
    // And someone else's ordinary top-up, paid at the gateway, payer never back.
    const third = await newUser();
    const ordinary = await discountableInvoice(third.id, 3_000);
    await (
      await openAtSandbox(third.token, ordinary)
    ).choose!('pay');
    for (const invoice of [changed, broken.publicId, ordinary]) await ageAttempts(invoice, 15);

    const result = await reconcileAttempts(db);
    expect(result).toMatchObject({ paid: 1, credited: 1, failed: 1 });
    expect(result.failures).toEqual([expect.objectContaining({ error: expect.stringContaining('the purpose broke') })]);
    expect(await walletBalance(db, first.id)).toBe(2_000);
    expect(await walletBalance(db, third.id)).toBe(3_000);
    expect(await walletBalance(db, second.id)).toBe(0);
    // The failure is kept on its attempt until a later run gets past it.
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, broken.id));
    expect(attempt).toMatchObject({ state: 'started', lastError: expect.stringContaining('the purpose broke') });
    expect(await unbalancedTransactions(db)).toEqual([]);
    expect(await ledgerTotal(db)).toBe(0);
  });
});

describe("the reconciliation job in the operator's jobs view", () => {
  it('finishes past the attempt that still fails and shows what failed', async () => {
    const operator = await newUser();
    await grantRole(db, operator.id, 'operator');
    await openConsole(db, operator.token);
    await startJobRunner(handle, { jobs: [reconcilePaymentsJob], pollingIntervalSeconds: 0.5, stopOnShutdown: false });
    const id = (await enqueueJob(db, reconcilePaymentsJob, {}))!;
    const deadline = Date.now() + 60_000;
    while ((await findJob(db, id))?.state !== 'completed' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const listed = await callApi('/www/v1/operator/jobs?state=completed', { token: operator.token });
    expect(listed.status).toBe(200);
    const run = listed.body.data.jobs.find((job: { id: string }) => job.id === id);
    expect(run).toMatchObject({ name: 'payments.reconcile', state: 'completed' });
    expect(run.error).toMatch(/^1 payment attempt\(s\) could not be settled: #\d+: .*the purpose broke/);
  }, 90_000);
});

describe('the sandbox gateway page once the payer has chosen', () => {
  it('says so and links back with the same signed outcome (a second tab, the back button)', async () => {
    const { token, id } = await newUser();
    const invoice = await discountableInvoice(id, 1_000);
    const { choose, path } = await openAtSandbox(token, invoice);
    const back = await choose!('pay');
    const again = await callApi(path!, { locale: 'en-US' });
    expect(again.status).toBe(200);
    expect(again.text).toContain('This payment is complete.');
    const href = /<a href="([^"]+)">Back to Tutorly<\/a>/.exec(again.text)?.[1]?.replaceAll('&#38;', '&');
    expect(href && `${new URL(href).pathname.replace(/^\/api/, '')}${new URL(href).search}`).toBe(back);
  });
});
