import type { z } from 'zod';
import type { Db } from '@/server/db/client';

/**
 * Settings of the job runner in one place (no environment variables: the defaults suit one
 * server and a cluster alike). Tests pass shorter intervals to startJobRunner.
 */
export const JOB_SETTINGS = {
  /** How often an idle worker asks the database for due jobs, per queue (pg-boss minimum 0.5). */
  pollingIntervalSeconds: 2,
  /** Jobs a server claims per fetch and runs side by side, per queue. */
  batchSize: 5,
  /** pg-boss's own PostgreSQL pool per server (docs/deploy.md: count it in max_connections). */
  poolMax: 2,
  /** How long stop() lets running handlers finish before failing them back to the queue. */
  stopTimeoutMs: 10_000,
  /** The schema pg-boss installs its tables in. */
  schema: 'pgboss',
} as const;

/** What a job gets unless its definition says otherwise. */
export const JOB_DEFAULTS = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  backoff: true,
  /** Backoff never waits longer than this between tries. */
  retryDelayMaxSeconds: 60 * 60,
  /** An attempt still running after this is retried (a second copy may then run: be idempotent). */
  expireInSeconds: 15 * 60,
  /** Completed and failed jobs stay visible this long (`npm run jobs -- failed`). */
  keepSeconds: 14 * 24 * 60 * 60,
} as const;

export interface JobContext {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** Aborted when the attempt expires or the server stops: long work should stop early. */
  signal: AbortSignal;
}

export interface JobDefinition<T extends object = object> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  expireInSeconds: number;
  /**
   * `standard`: every enqueue is a job. `exclusive`: at most one job per singletonKey waiting or
   * running (enqueueing the same key again is a no-op); every enqueue must then give a key.
   */
  policy: 'standard' | 'exclusive';
  /** Checked when the job is enqueued and again when it runs. */
  data?: z.ZodType<T>;
  /** A recurring run, e.g. `{ cron: '17 3 * * *' }` (UTC unless tz is given). */
  schedule?: { cron: string; tz?: string; data?: T };
  /** Takes the database first, like every service; must be safe to run twice (at-least-once). */
  handler: (db: Db, data: T, context: JobContext) => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs holds every payload type
export type AnyJob = JobDefinition<any>;

type JobInput<T extends object> = Pick<JobDefinition<T>, 'name' | 'handler'> & Partial<Omit<JobDefinition<T>, 'name' | 'handler'>>;

/** Declares a job; the top floor lists the app's jobs (server/app/jobs.ts). */
export function defineJob<T extends object = object>(input: JobInput<T>): JobDefinition<T> {
  if (!/^[\w.-]+$/.test(input.name)) throw new Error(`job name "${input.name}": letters, digits, _ . - only`);
  return {
    retryLimit: JOB_DEFAULTS.retryLimit,
    retryDelaySeconds: JOB_DEFAULTS.retryDelaySeconds,
    backoff: JOB_DEFAULTS.backoff,
    expireInSeconds: JOB_DEFAULTS.expireInSeconds,
    policy: 'standard',
    ...input,
  };
}

/** A job's payload, checked against its schema when it has one. */
export function parseJobData<T extends object>(job: JobDefinition<T>, data: unknown): T {
  return job.data ? job.data.parse(data) : ((data ?? {}) as T);
}

const catalog = globalThis as unknown as { __jobCatalog?: () => AnyJob[] };

/** The top floor (server/app/compose.ts) says which jobs the app runs; runners serve them. */
export function provideJobCatalog(list: () => AnyJob[]): void {
  catalog.__jobCatalog = list;
}

/** The app's jobs, as the top floor provided them. */
export function jobCatalog(): AnyJob[] {
  if (!catalog.__jobCatalog) throw new Error('jobs: no catalog provided (import @/server/app/compose first)');
  return catalog.__jobCatalog();
}
