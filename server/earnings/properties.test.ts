import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classFixture } from '@/server/classes/test-helpers';
import type { Db, DbHandle } from '@/server/db/client';
import { classSessions, ledgerTransactions } from '@/server/db/schema';
import { tutorEarningsBalance } from '@/server/payments';
import { unbalancedTransactions } from '@/server/payments/ledger';
import { setTestClock } from '@/server/shared/clock';
import { tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';
import { postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

/**
 * The ledger under any order of what people do to lessons (issue 31): whatever the tutor, the
 * student and an operator press, and however they race, every transaction balances, a lesson pays
 * its tutor at most once, and it pays exactly when it was confirmed (or late-cancelled) after a charge.
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

const START = Date.parse('2027-03-01T14:00:00Z');
const HOUR = 3_600_000;

type Step =
  | { who: 'tutor'; action: 'held' | 'student-absent' | 'cancel' }
  | { who: 'student'; action: 'confirm' | 'dispute' | 'tutor-absent' | 'cancel' }
  | { who: 'operator'; action: 'held' | 'tutor_absent' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ who: fc.constant('tutor' as const), action: fc.constantFrom('held' as const, 'student-absent' as const, 'cancel' as const) }),
  fc.record({
    who: fc.constant('student' as const),
    action: fc.constantFrom('confirm' as const, 'dispute' as const, 'tutor-absent' as const, 'cancel' as const),
  }),
  fc.record({ who: fc.constant('operator' as const), action: fc.constantFrom('held' as const, 'tutor_absent' as const) }),
);

describe('a lesson pays its tutor once, and only when it counts', () => {
  it('for any sequence of actions, some of them at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }), fc.boolean(), async (rounds, late) => {
        const mobile = uniqueTestMobile();
        const student = (await signInByCode(db, mobile)).token;
        const tutor = await tutorAccount(db, courseId);
        const { sessionIds } = await classFixture(db, {
          studentUserId: (await findUserByMobile(db, mobile))!.id,
          tutorId: tutor.tutorId,
          priceCents: 2_000,
          sessions: [{ startsAt: new Date(START), minutes: 60 }],
        });
        const id = sessionIds[0]!;
        // Cancellations happen before the start (late: within 24 hours), the rest after it.
        for (const round of rounds) {
          await Promise.all(
            round.map((s) => {
              setTestClock(s.action === 'cancel' ? START - (late ? 2 : 48) * HOUR : START + 2 * HOUR);
              if (s.who === 'operator')
                return postApi(`/www/v1/operator/classes/sessions/${id}/resolve`, { outcome: s.action, reason: 'Decided by the test' }, { token: operator });
              return postApi(`/www/v1/classes/sessions/${id}/${s.action}`, s.action === 'dispute' ? { reason: 'It did not happen.' } : {}, {
                token: s.who === 'tutor' ? tutor.token : student,
              });
            }),
          );
        }
        const [lesson] = await db.select().from(classSessions).where(eq(classSessions.id, id));
        const earnings = await db
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.kind, 'tutor_earning'), sql`(${ledgerTransactions.memo}->>'session_id')::int = ${id}`));
        const counts = lesson!.charged && (lesson!.state === 'confirmed' || (lesson!.state === 'cancelled' && lesson!.cancelRule === 'late'));
        expect(earnings).toHaveLength(counts ? 1 : 0);
        expect(await tutorEarningsBalance(db, tutor.tutorId)).toBe(counts ? 1_500 : 0);
      }),
      { numRuns: 25 },
    );
    expect(await unbalancedTransactions(db)).toEqual([]);
  }, 120_000);
});
