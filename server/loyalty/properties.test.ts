import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classFixture } from '@/server/classes/test-helpers';
import type { Db, DbHandle } from '@/server/db/client';
import { ledgerTransactions, loyaltyPoints, payouts } from '@/server/db/schema';
import { tutorEarningsBalance, walletBalance } from '@/server/payments';
import { ledgerTotal, unbalancedTransactions } from '@/server/payments/ledger';
import { fundWallet } from '@/server/payments/test-helpers';
import { setTestClock } from '@/server/shared/clock';
import { mostTaughtCourseId, tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

/**
 * Money and points under any order of what people do (issue 31): deposits paid from the wallet,
 * lessons held, confirmed, disputed and cancelled by either side, payouts asked for, batched and
 * answered, points turned into codes, several at once. Whatever happens: every transaction
 * balances and the ledger as a whole neither makes nor loses a cent; a tutor is paid at most once
 * per lesson, and what they were paid is what they hold, have asked for and were sent; a wallet
 * never goes below zero; points are the sum of their movements and never below zero.
 */
let handle: DbHandle;
let db: Db;
let courseId: number;
let operator: string;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 20 });
  db = handle.db;
  courseId = await mostTaughtCourseId(db);
  operator = await signInAsOperator(db);
}, 120_000);
afterEach(() => setTestClock(undefined));
afterAll(() => handle.close());

const START = Date.parse('2027-05-03T14:00:00Z');
const HOUR = 3_600_000;
const SESSIONS = 3;

type Step =
  | { kind: 'deposit'; sessions: number }
  | { kind: 'lesson'; session: number; action: 'held' | 'student-absent' | 'confirm' | 'dispute' | 'cancel-by-student' | 'cancel-by-tutor' | 'resolve-held' }
  | { kind: 'payout'; action: 'request' | 'batch' | 'paid' | 'failed' }
  | { kind: 'redeem' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), sessions: fc.integer({ min: 1, max: 12 }) }),
  fc.record({
    kind: fc.constant('lesson' as const),
    session: fc.integer({ min: 0, max: SESSIONS - 1 }),
    action: fc.constantFrom(
      'held' as const,
      'student-absent' as const,
      'confirm' as const,
      'dispute' as const,
      'cancel-by-student' as const,
      'cancel-by-tutor' as const,
      'resolve-held' as const,
    ),
  }),
  fc.record({ kind: fc.constant('payout' as const), action: fc.constantFrom('request' as const, 'batch' as const, 'paid' as const, 'failed' as const) }),
  fc.record({ kind: fc.constant('redeem' as const) }),
);

describe('the ledger and the points, whatever people do', () => {
  it('for any sequence of payments, lessons, cancellations, disputes, payouts and redemptions, some at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(stepArb, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 7 }), async (rounds) => {
        const totalBefore = await ledgerTotal(db);
        const mobile = uniqueTestMobile();
        const student = (await signInByCode(db, mobile)).token;
        const studentId = (await findUserByMobile(db, mobile))!.id;
        await fundWallet(db, studentId, 40_000);
        const tutor = await tutorAccount(db, courseId);
        await postApi('/www/v1/teacher/earnings/payout-method', { iban: 'DE89 3704 0044 0532 0130 00', holder_name: 'Sara Karimi' }, { token: tutor.token });
        const { classId, sessionIds } = await classFixture(db, {
          studentUserId: studentId,
          tutorId: tutor.tutorId,
          priceCents: 3_000,
          sessions: Array.from({ length: SESSIONS }, (_, i) => ({ startsAt: new Date(START + i * 7 * 24 * HOUR), minutes: 60 })),
        });
        const run = async (step: Step) => {
          if (step.kind === 'deposit') {
            const made = await postApi(`/www/v1/class-billing/classes/${classId}/deposit`, { sessions: step.sessions }, { token: student });
            if (made.status === 200) await postApi(`/www/v1/invoice/${made.body.data.invoice}/pay-by-wallet`, {}, { token: student });
            return;
          }
          if (step.kind === 'redeem') {
            await postApi('/www/v1/loyalty-club/redeem', { points: 200, request_id: crypto.randomUUID() }, { token: student });
            return;
          }
          if (step.kind === 'payout') {
            if (step.action === 'request') await postApi('/www/v1/teacher/earnings/payouts', {}, { token: tutor.token });
            else if (step.action === 'batch') await postApi('/www/v1/operator/payouts/batch', {}, { token: operator });
            else {
              const [open] = await db
                .select({ id: payouts.id })
                .from(payouts)
                .where(and(eq(payouts.tutorId, tutor.tutorId), eq(payouts.state, 'in_batch')));
              if (open) {
                const body = step.action === 'paid' ? { outcome: 'paid' } : { outcome: 'failed', reason: 'The account is closed.' };
                await postApi(`/www/v1/operator/payouts/${open.id}/settle`, body, { token: operator });
              }
            }
            return;
          }
          const id = sessionIds[step.session]!;
          const at = START + step.session * 7 * 24 * HOUR;
          setTestClock(step.action.startsWith('cancel') ? at - 2 * HOUR : at + 2 * HOUR);
          if (step.action === 'resolve-held')
            await postApi(`/www/v1/operator/classes/sessions/${id}/resolve`, { outcome: 'held', reason: 'Decided by the test' }, { token: operator });
          else if (step.action === 'cancel-by-student') await postApi(`/www/v1/classes/sessions/${id}/cancel`, {}, { token: student });
          else if (step.action === 'cancel-by-tutor') await postApi(`/www/v1/classes/sessions/${id}/cancel`, {}, { token: tutor.token });
          else if (step.action === 'held' || step.action === 'student-absent')
            await postApi(`/www/v1/classes/sessions/${id}/${step.action}`, {}, { token: tutor.token });
          else
            await postApi(`/www/v1/classes/sessions/${id}/${step.action}`, step.action === 'dispute' ? { reason: 'It did not happen.' } : {}, {
              token: student,
            });
        };
        // A first deposit of 7 lessons: 210 points, enough for a code, so redemptions meet refunds.
        await run({ kind: 'deposit', sessions: 7 });
        for (const round of rounds) await Promise.all(round.map(run));
        setTestClock(undefined);

        expect(await unbalancedTransactions(db)).toEqual([]);
        expect(await ledgerTotal(db)).toBe(totalBefore);
        expect(await walletBalance(db, studentId)).toBeGreaterThanOrEqual(0);
        // Paid at most once per lesson; what was earned is available, held for a payout, or sent.
        const earned = await db
          .select({ session: sql<number>`(${ledgerTransactions.memo}->>'session_id')::int`, net: sql<number>`(${ledgerTransactions.amountCents})::int` })
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.kind, 'tutor_earning'), sql`(${ledgerTransactions.memo}->>'tutor_id')::int = ${tutor.tutorId}`));
        expect(new Set(earned.map((row) => row.session)).size).toBe(earned.length);
        const [sent] = await db
          .select({ cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
          .from(payouts)
          .where(and(eq(payouts.tutorId, tutor.tutorId), eq(payouts.state, 'paid')));
        const tutorShare = await db
          .select({ cents: sql<number>`coalesce(sum(e.amount_cents), 0)::int` })
          .from(sql`ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id`)
          .where(sql`a.key = ${`tutor:${tutor.tutorId}`} and t.kind = 'tutor_earning'`);
        expect((await tutorEarningsBalance(db, tutor.tutorId)) + (await tutorEarningsBalance(db, tutor.tutorId, 'held')) + Number(sent?.cents ?? 0)).toBe(
          Number(tutorShare[0]?.cents ?? 0),
        );
        // Points: the sum of their movements, never below zero, as the API says.
        const [points] = await db
          .select({ sum: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)::int` })
          .from(loyaltyPoints)
          .where(eq(loyaltyPoints.userId, studentId));
        expect(Number(points?.sum)).toBeGreaterThanOrEqual(0);
        expect((await callApi('/www/v1/loyalty-club', { token: student })).body.data.points).toBe(Number(points?.sum));
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
