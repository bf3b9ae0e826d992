import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { jobRunner, throughDrizzle } from './enqueue';
import { JOB_SETTINGS } from './registry';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  singletonKey: string | null;
  startAfter: Date;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /**
   * The last attempt's error message (failed and retrying jobs), or what a finished run reported as
   * going wrong (a handler's `problems` in its output, e.g. reconciliation's attempts that failed).
   */
  error: string | null;
}

type Row = {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retry_count: number;
  retry_limit: number;
  singleton_key: string | null;
  start_after: Date | string;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: { message?: string; problems?: string | null } | null;
};

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function summary(row: Row): JobSummary {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    data: row.data,
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    singletonKey: row.singleton_key,
    startAfter: date(row.start_after)!,
    createdOn: date(row.created_on)!,
    startedOn: date(row.started_on),
    completedOn: date(row.completed_on),
    error: row.state === 'failed' || row.state === 'retry' ? (row.output?.message ?? null) : (row.output?.problems ?? null),
  };
}

const jobTable = sql.raw(`${JOB_SETTINGS.schema}.job`);
/** pg-boss's own bookkeeping (`__pgboss__send-it` sends a schedule's job): not one of ours, so not listed or counted. */
const OWN_JOBS = sql`left(name, 10) <> '__pgboss__'`;

async function selectJobs(db: Db, where: SQL, limit: number): Promise<JobSummary[]> {
  try {
    const result = await db.execute(sql`
      select id, name, state, data, retry_count, retry_limit, singleton_key, start_after, created_on, started_on, completed_on, output
      from ${jobTable} where ${where} order by created_on desc limit ${limit}`);
    return ((result as unknown as { rows: Row[] }).rows ?? []).map(summary);
  } catch (error) {
    if (isMissingSchema(error)) return [];
    throw error;
  }
}

/** No pg-boss schema yet: no runner ever started on this database, so there are no jobs. */
function isMissingSchema(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '3F000' || code === '42P01';
}

/** How many jobs are in each of these states (0 for a state with none, or before any runner started). */
export async function countJobs(db: Db, states: readonly JobState[]): Promise<Record<JobState, number>> {
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
  if (states.length === 0) return counts;
  const wanted = sql.join(
    states.map((state) => sql`${state}::${sql.raw(JOB_SETTINGS.schema)}.job_state`),
    sql`, `,
  );
  try {
    const result = await db.execute(sql`select state, count(*)::int as n from ${jobTable} where state in (${wanted}) and ${OWN_JOBS} group by state`);
    for (const row of (result as unknown as { rows: { state: JobState; n: number }[] }).rows ?? []) counts[row.state] = row.n;
    return counts;
  } catch (error) {
    if (isMissingSchema(error)) return counts;
    throw error;
  }
}

/**
 * Jobs newest first, by state and/or job name: what the operator area and `npm run jobs` show.
 * Reads pg-boss's job table directly (pg-boss finds jobs by queue only), so it needs no runner.
 */
export async function listJobs(db: Db, filter: { state?: JobState; name?: string; limit?: number } = {}): Promise<JobSummary[]> {
  const conditions = [filter.name ? sql`true` : OWN_JOBS];
  if (filter.state) conditions.push(sql`state = ${filter.state}::${sql.raw(JOB_SETTINGS.schema)}.job_state`);
  if (filter.name) conditions.push(sql`name = ${filter.name}`);
  return selectJobs(db, sql.join(conditions, sql` and `), Math.min(Math.max(filter.limit ?? 50, 1), 1000));
}

/** One job by id, or null. */
export async function findJob(db: Db, id: string): Promise<JobSummary | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [job] = await selectJobs(db, sql`id = ${id}::uuid`, 1);
  return job ?? null;
}

/** Puts a failed job back in line for one more try; false when there is no failed job by that id. */
export async function retryJob(db: Db, id: string): Promise<boolean> {
  const job = await findJob(db, id);
  if (!job || job.state !== 'failed') return false;
  const runner = await jobRunner();
  const result = (await runner.boss.retry(job.name, id, { db: throughDrizzle(db) })) as { affected?: number };
  return result.affected === 1;
}
