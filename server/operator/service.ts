import { count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { JobStateFilter, OperatorJob, OperatorOverview } from '@/lib/schemas/operator';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { notifications, tutors, userRoles, users } from '@/server/db/schema';
import { countJobs, listJobs, retryJob } from '@/server/jobs/status';
import { DomainError } from '@/server/shared/domain-error';

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}

/** The console's first screen: who is on the platform and what needs a look. */
export async function operatorOverview(db: Db): Promise<OperatorOverview> {
  const [usersCount, teachers, operators, activeTutors, notificationsLastDay, jobs] = await together(db, [
    () => countOf(db.select({ n: count() }).from(users)),
    () => countOf(db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'teacher'))),
    () =>
      countOf(
        db
          .select({ n: count() })
          .from(userRoles)
          .where(inArray(userRoles.role, ['operator', 'admin'])),
      ),
    () => countOf(db.select({ n: count() }).from(tutors).where(eq(tutors.isActive, true))),
    () =>
      countOf(
        db
          .select({ n: count() })
          .from(notifications)
          .where(gt(notifications.createdAt, sql`now() - interval '1 day'`)),
      ),
    () => countJobs(db, ['failed', 'created', 'retry']),
  ]);
  return {
    users: usersCount,
    teachers,
    operators,
    active_tutors: activeTutors,
    notifications_last_day: notificationsLastDay,
    failed_jobs: jobs.failed,
    waiting_jobs: jobs.created + jobs.retry,
  };
}

/** Background jobs in one state, newest first, with the last error of those that failed. */
export async function operatorJobs(db: Db, state: JobStateFilter): Promise<OperatorJob[]> {
  const jobs = await listJobs(db, { state, limit: 100 });
  return jobs.map((job) => ({
    id: job.id,
    name: job.name,
    state: job.state,
    retry_count: job.retryCount,
    retry_limit: job.retryLimit,
    created_on: job.createdOn.toISOString(),
    completed_on: job.completedOn?.toISOString() ?? null,
    error: job.error,
  }));
}

/** Puts a failed job back in line once more. */
export async function retryFailedJob(db: Db, id: string): Promise<{ retried: true }> {
  if (!(await retryJob(db, id))) throw new DomainError('not_found', 'job_not_failed');
  return { retried: true };
}
