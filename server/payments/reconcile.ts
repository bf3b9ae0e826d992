import { and, asc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { paymentAttempts } from '@/server/db/schema';
import { type Outcome, recordAttemptError, verifyAttempt } from './checkout';

export interface ReconcileReport extends Record<Outcome, number> {
  /** Attempts that could not be applied this run (each kept on its attempt as `last_error`). */
  failed: number;
  failures: { attempt: number; error: string }[];
}

/**
 * The reconciliation job's work: attempts whose payer never came back (started over ten minutes
 * ago) or whose verification failed are asked about again, and settled or closed. Each attempt is
 * settled in its own transaction; one that cannot be applied is recorded and the run goes on to the
 * next (those asked about longest ago come first, so a stuck one never starves the rest).
 */
export async function reconcileAttempts(db: Db, now: Date = new Date()): Promise<ReconcileReport> {
  const due = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        isNotNull(paymentAttempts.reference),
        or(
          eq(paymentAttempts.state, 'unsettled'),
          and(eq(paymentAttempts.state, 'started'), lt(paymentAttempts.createdAt, new Date(now.getTime() - 10 * 60_000))),
        ),
        sql`${paymentAttempts.createdAt} > ${new Date(now.getTime() - 7 * 24 * 3_600_000)}`,
      ),
    )
    .orderBy(sql`${paymentAttempts.checkedAt} asc nulls first`, asc(paymentAttempts.id))
    .limit(200);
  const report: ReconcileReport = { paid: 0, credited: 0, declined: 0, cancelled: 0, unsettled: 0, failed: 0, failures: [] };
  for (const attempt of due) {
    try {
      report[await verifyAttempt(db, attempt)] += 1;
      await db.update(paymentAttempts).set({ checkedAt: now }).where(eq(paymentAttempts.id, attempt.id));
    } catch (error) {
      report.failed += 1;
      report.failures.push({ attempt: attempt.id, error: await recordAttemptError(db, attempt.id, error) });
    }
  }
  return report;
}

/** The report in one line for the operator's jobs view (null when nothing failed). */
export function reconcileProblems(report: ReconcileReport): string | null {
  if (!report.failed) return null;
  const shown = report.failures.slice(0, 5).map((f) => `#${f.attempt}: ${f.error}`);
  return `${report.failed} payment attempt(s) could not be settled: ${shown.join('; ')}${report.failed > 5 ? '; …' : ''}`;
}
