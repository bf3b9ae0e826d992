import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '@/server/auth/roles';
import { signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db, DbHandle } from '@/server/db/client';
import { discountCodes, invoices, ledgerAccounts, ledgerEntries, tutorRequests, tutors } from '@/server/db/schema';
import { stopJobRunner } from '@/server/jobs/runner';
import { submittedRequest, tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { expireInvoices } from './invoices';
import { ledgerTotal, unbalancedTransactions } from './ledger';
import { reconcileAttempts } from './reconcile';
import { fundWallet, offerFor, openAtSandbox, quietCourse } from './test-helpers';

/**
 * Issue 28's property: whatever a student, the tutors, the gateway and the jobs do to a request's
 * prepayment, in any order and replayed, money is neither made nor lost, wallets are the sums of
 * their entries, a request that ends prepaid is prepaid at the price of the tutor it ends with, and
 * reconciliation always finishes. Runs through the real API and the sandbox gateway.
 */
let handle: DbHandle;
let db: Db;
let operator: string;
const code = `PROP${Date.now()}`;
/** Each run is a new request driven through the API (about 2 s on PGlite); more with PAYMENT_PROPERTY_RUNS. */
const NUM_RUNS = Number(process.env.PAYMENT_PROPERTY_RUNS ?? 8);

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 * NUM_RUNS + 10 });
  db = handle.db;
  const mobile = uniqueTestMobile();
  operator = (await signInByCode(db, mobile)).token;
  await grantRole(db, (await findUserByMobile(db, mobile))!.id, 'operator');
  await openConsole(db, operator);
  await db.insert(discountCodes).values({ code, kind: 'percent', value: 10, maxUsesPerUser: 1_000 });
}, 120_000);
afterAll(async () => {
  await stopJobRunner();
  await handle.close();
});

type Step =
  | { kind: 'invoice'; zero: boolean }
  | { kind: 'accept'; tutor: number }
  | { kind: 'choose'; tutor: number }
  | { kind: 'reassign' }
  | { kind: 'discount'; invoice: number }
  | { kind: 'card'; invoice: number; wallet: boolean }
  | { kind: 'gateway'; attempt: number; choice: 'pay' | 'decline' }
  | { kind: 'callback'; at: number }
  | { kind: 'wallet_pay'; invoice: number }
  | { kind: 'fund'; cents: number }
  | { kind: 'refund'; invoice: number; cents: number }
  | { kind: 'expire'; invoice: number }
  | { kind: 'age_attempts' }
  | { kind: 'reconcile' };

const pick = fc.nat({ max: 7 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('invoice' as const), zero: fc.boolean() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('accept' as const), tutor: fc.nat({ max: 1 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('choose' as const), tutor: fc.nat({ max: 1 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reassign' as const) }), weight: 2 },
  fc.record({ kind: fc.constant('discount' as const), invoice: pick }),
  { arbitrary: fc.record({ kind: fc.constant('card' as const), invoice: pick, wallet: fc.boolean() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('gateway' as const), attempt: pick, choice: fc.constantFrom('pay' as const, 'decline' as const) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('callback' as const), at: pick }), weight: 3 },
  fc.record({ kind: fc.constant('wallet_pay' as const), invoice: pick }),
  fc.record({ kind: fc.constant('fund' as const), cents: fc.constantFrom(3_000, 12_000) }),
  fc.record({ kind: fc.constant('refund' as const), invoice: pick, cents: fc.constantFrom(1_000, 20_000) }),
  fc.record({ kind: fc.constant('expire' as const), invoice: pick }),
  fc.record({ kind: fc.constant('age_attempts' as const) }),
  fc.record({ kind: fc.constant('reconcile' as const) }),
);

/** A student whose request for tutor 0 (€32/h) awaits its answer; tutor 1 (€40/h) is asked after a reassignment. */
async function scenario() {
  const mobile = uniqueTestMobile();
  const student = (await signInByCode(db, mobile)).token;
  const studentId = (await findUserByMobile(db, mobile))!.id;
  const courseId = await quietCourse(db);
  const team = [await tutorAccount(db, courseId, { priceCents: 3_200 }), await tutorAccount(db, courseId, { priceCents: 4_000 })];
  const id = await submittedRequest(student, courseId, { tutor: team[0]!.username });
  return { student, studentId, id, team };
}

type World = Awaited<ReturnType<typeof scenario>> & {
  invoices: string[];
  pending: Array<(choice: 'pay' | 'decline' | 'cancel') => Promise<string>>;
  callbacks: string[];
};

const nth = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** Performs one step; a refusal is a legitimate answer, a 5xx never is. */
async function perform(world: World, s: Step): Promise<void> {
  const answers: { status: number; text: string }[] = [];
  const token = world.student;
  switch (s.kind) {
    case 'invoice': {
      const made = await postApi(`/www/v1/invoice/for/tutor_request_prepayment/${s.zero ? `0${world.id}` : world.id}`, {}, { token });
      answers.push(made);
      if (made.status === 200 && !world.invoices.includes(made.body.data.id)) world.invoices.push(made.body.data.id);
      break;
    }
    case 'accept': {
      const tutor = world.team[s.tutor]!;
      const offer = await offerFor(db, world.id, tutor.tutorId);
      if (offer) answers.push(await postApi(`/www/v1/teacher/offers/${offer.id}/accept`, {}, { token: tutor.token }));
      break;
    }
    case 'choose': {
      const offer = await offerFor(db, world.id, world.team[s.tutor]!.tutorId);
      if (offer) answers.push(await postApi(`/www/v1/tutor-request/${world.id}/choose`, { offer_id: offer.id }, { token }));
      break;
    }
    case 'reassign':
      answers.push(await postApi(`/www/v1/tutor-request/${world.id}/reassign`, { reason: 'Someone else, please' }, { token }));
      break;
    case 'discount': {
      const invoice = nth(world.invoices, s.invoice);
      if (invoice) answers.push(await postApi(`/www/v1/invoice/${invoice}/discount`, { code }, { token }));
      break;
    }
    case 'card': {
      const invoice = nth(world.invoices, s.invoice);
      if (!invoice) break;
      const { started, choose } = await openAtSandbox(token, invoice, { wallet: s.wallet });
      answers.push(started);
      if (choose) world.pending.push(choose);
      break;
    }
    case 'gateway': {
      const choose = nth(world.pending, s.attempt);
      if (!choose) break;
      world.pending.splice(world.pending.indexOf(choose), 1);
      world.callbacks.push(await choose(s.choice));
      break;
    }
    case 'callback': {
      const callback = nth(world.callbacks, s.at);
      if (callback) answers.push(await callApi(callback));
      break;
    }
    case 'wallet_pay': {
      const invoice = nth(world.invoices, s.invoice);
      if (invoice) answers.push(await postApi(`/www/v1/invoice/${invoice}/pay-by-wallet`, {}, { token }));
      break;
    }
    case 'fund':
      await fundWallet(db, world.studentId, s.cents);
      break;
    case 'refund': {
      const invoice = nth(world.invoices, s.invoice);
      if (invoice) answers.push(await postApi(`/www/v1/invoice/${invoice}/refund`, { amount_cents: s.cents, to: 'wallet' }, { token: operator }));
      break;
    }
    case 'expire': {
      // Time passes for one invoice: its end is behind us (the job may or may not have run yet).
      const invoice = nth(world.invoices, s.invoice);
      if (!invoice) break;
      await db
        .update(invoices)
        .set({ expiresAt: new Date(Date.now() - 3_600_000) })
        .where(eq(invoices.publicId, invoice));
      if (s.invoice % 2) await expireInvoices(db);
      break;
    }
    case 'age_attempts':
      // The payer left the gateway's page open: every payment of this student's is over half an hour old.
      await db.execute(
        sql`update payment_attempts set created_at = created_at - interval '40 minutes' where invoice_id in (select id from invoices where user_id = ${world.studentId})`,
      );
      break;
    case 'reconcile': {
      // It finishes; none of this student's attempts fails (on the PostgreSQL pass other files' attempts are due too).
      const report = await reconcileAttempts(db, new Date(Date.now() + 11 * 60_000));
      const mine = await db.execute(sql`select a.id from payment_attempts a join invoices i on i.id = a.invoice_id where i.user_id = ${world.studentId}`);
      const ids = new Set((mine as unknown as { rows: { id: number }[] }).rows.map((row) => row.id));
      expect(report.failures.filter((failure) => ids.has(failure.attempt))).toEqual([]);
      break;
    }
  }
  for (const answer of answers) expect(answer.status, `${s.kind}: ${answer.text}`).toBeLessThan(500);
}

async function checkTheBooks(world: World) {
  expect(await unbalancedTransactions(db)).toEqual([]);
  expect(await ledgerTotal(db)).toBe(0);
  // The wallet the student is shown is the sum of its entries, and never below zero.
  const [sum] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.key, `wallet:${world.studentId}`));
  const shown = (await callApi('/www/v1/wallet', { token: world.student })).body.data;
  expect(shown.balance_cents).toBe(Number(sum!.cents));
  expect(shown.balance_cents).toBeGreaterThanOrEqual(0);
  // A request prepaid is prepaid once, at its final tutor's price (2 sessions of 90 minutes).
  const [request] = await db.select().from(tutorRequests).where(eq(tutorRequests.id, world.id));
  const paid = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.purpose, 'tutor_request_prepayment'), sql`${invoices.subjectId} in (${String(world.id)}, ${`0${world.id}`})`, eq(invoices.state, 'paid')),
    );
  if (request!.state === 'prepaid') {
    const [tutor] = await db.select({ price: tutors.priceCents }).from(tutors).where(eq(tutors.id, request!.tutorId!));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.subtotalCents).toBe(2 * Math.round((tutor!.price * 90) / 60));
  } else {
    expect(paid).toEqual([]);
  }
}

describe('payments under any order of moves', () => {
  it("keep the books balanced, wallets true, prepayments at the final tutor's price, and reconciliation finishing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 16 }), async (steps) => {
        const world: World = { ...(await scenario()), invoices: [], pending: [], callbacks: [] };
        // Every run begins with the first tutor's yes, the student's choice and its invoice.
        for (const s of [{ kind: 'accept', tutor: 0 }, { kind: 'choose', tutor: 0 }, { kind: 'invoice', zero: false }, ...steps] as Step[])
          await perform(world, s);
        // Whatever is left at the gateway is paid there and its callbacks replayed, then the job runs.
        for (const choose of world.pending) world.callbacks.push(await choose('pay'));
        for (const callback of world.callbacks) expect((await callApi(callback)).status).toBe(303);
        await perform(world, { kind: 'age_attempts' });
        await perform(world, { kind: 'reconcile' });
        await checkTheBooks(world);
        // Nothing that happened since has an invoice row of its own under a second name.
        expect(
          (
            await db
              .select()
              .from(invoices)
              .where(eq(invoices.subjectId, `0${world.id}`))
          ).length,
        ).toBe(0);
      }),
      { numRuns: NUM_RUNS, endOnFailure: true },
    );
  }, 600_000);
});
