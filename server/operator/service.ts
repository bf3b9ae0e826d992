import { type SQL, sql } from 'drizzle-orm';
import type { JobStateFilter, OperatorJob, OperatorOverview } from '@/lib/schemas/operator';
import type { Db } from '@/server/db/client';
import { figure, readFigures, readNumber } from '@/server/db/rows';
import { together } from '@/server/db/together';
import { notifications, tutors, userRoles, users } from '@/server/db/schema';
import { countJobs, listJobs, retryJob } from '@/server/jobs/status';
import { DomainError } from '@/server/shared/domain-error';

const countFigure = (key: string, from: SQL, what: SQL = sql`*`) => figure(key, {}, () => sql`select count(${what})::int from ${from}`, readNumber);

// The console's counts in one statement (docs/decisions.md "Signed-in pages per request": the count of
// statements is what a page pays for, not their plans). Active tutors are counted from a partial index.
const OVERVIEW_FIGURES = {
  users: countFigure('operator.users', sql`${users}`),
  teachers: countFigure('operator.teachers', sql`${userRoles} where ${userRoles.role} = 'teacher'`),
  // People, not roles: an admin who is also an operator is one of the team.
  operators: countFigure('operator.operators', sql`${userRoles} where ${userRoles.role} in ('operator', 'admin')`, sql`distinct ${userRoles.userId}`),
  activeTutors: countFigure('operator.active-tutors', sql`${tutors} where ${tutors.isActive}`),
  notificationsLastDay: countFigure('operator.notifications-last-day', sql`${notifications} where ${notifications.createdAt} > now() - interval '1 day'`),
};

/** The console's first screen: who is on the platform and what needs a look. */
export async function operatorOverview(db: Db): Promise<OperatorOverview> {
  const [counts, jobs] = await together(db, [() => readFigures(db, OVERVIEW_FIGURES), () => countJobs(db, ['failed', 'created', 'retry'])]);
  return {
    users: counts.users,
    teachers: counts.teachers,
    operators: counts.operators,
    active_tutors: counts.activeTutors,
    notifications_last_day: counts.notificationsLastDay,
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
