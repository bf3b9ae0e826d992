import { fromPglite, PgBoss, type Job } from 'pg-boss';
import type { DbHandle } from '@/server/db/client';
import { onShutdown } from '@/server/observability/lifecycle';
import { logger } from '@/server/observability/logger';
import { JOB_DEFAULTS, JOB_SETTINGS, jobCatalog, parseJobData, type AnyJob } from './registry';

/**
 * THE job runner: one pg-boss per process over the process's database. PGlite is driven through
 * pg-boss's fromPglite adapter on the very instance the app uses; PostgreSQL through a small pool
 * of pg-boss's own. Servers that share a PostgreSQL each run one: a job is claimed by one of them
 * (SELECT … FOR UPDATE SKIP LOCKED), and cron schedules fire once per occurrence (docs/decisions.md).
 */
export interface JobRunner {
  boss: PgBoss;
  handle: DbHandle;
  jobs: Map<string, AnyJob>;
  /** false: a client that only enqueues and inspects (an `npm run` command): no workers, no cron. */
  working: boolean;
  stop: () => Promise<void>;
}

export interface RunnerOptions {
  /** The jobs to serve; the catalog the top floor provided by default. */
  jobs?: AnyJob[];
  working?: boolean;
  pollingIntervalSeconds?: number;
  /** Tests close their own database and stop the runner themselves. */
  stopOnShutdown?: boolean;
}

const state = globalThis as unknown as { __jobRunner?: Promise<JobRunner> };

function createBoss(handle: DbHandle, working: boolean): PgBoss {
  const shared = {
    schema: JOB_SETTINGS.schema,
    // Maintenance (expiring stuck attempts, deleting old jobs) and cron belong to working servers.
    supervise: working,
    schedule: working,
    openTelemetry: { enabled: false },
  };
  if (handle.driver === 'pglite') {
    if (!handle.pglite) throw new Error('job runner: this PGlite handle does not expose its client');
    return new PgBoss({ ...shared, db: fromPglite(handle.pglite), backend: 'pglite' });
  }
  if (!handle.url) throw new Error('job runner: this PostgreSQL handle has no connection string');
  return new PgBoss({ ...shared, connectionString: handle.url, max: JOB_SETTINGS.poolMax, application_name: 'tutorly-jobs' });
}

function queueOptions(job: AnyJob) {
  return {
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelaySeconds,
    retryBackoff: job.backoff,
    retryDelayMax: job.backoff ? JOB_DEFAULTS.retryDelayMaxSeconds : null,
    expireInSeconds: job.expireInSeconds,
    deleteAfterSeconds: JOB_DEFAULTS.keepSeconds,
  };
}

/** Every registered job gets its queue; retry settings follow the code on every start. */
async function prepareQueues(boss: PgBoss, jobs: AnyJob[]) {
  for (const job of jobs) {
    const { retryDelayMax, ...options } = queueOptions(job);
    await boss.createQueue(job.name, { ...options, ...(retryDelayMax === null ? {} : { retryDelayMax }), policy: job.policy });
    await boss.updateQueue(job.name, queueOptions(job));
  }
}

async function prepareSchedules(boss: PgBoss, jobs: AnyJob[]) {
  const wanted = new Set<string>();
  for (const job of jobs) {
    if (!job.schedule) continue;
    wanted.add(job.name);
    await boss.schedule(job.name, job.schedule.cron, job.schedule.data ?? null, { tz: job.schedule.tz ?? 'UTC' });
  }
  // A schedule whose job no longer asks for one stops with the deploy that removed it.
  for (const schedule of await boss.getSchedules()) {
    if (!wanted.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }
}

async function runOne(handle: DbHandle, job: AnyJob, attempt: Job<unknown>) {
  const log = logger();
  const started = Date.now();
  try {
    const data = parseJobData(job, attempt.data);
    const result = await job.handler(handle.db, data, { id: attempt.id, retryCount: attempt.retryCount, signal: attempt.signal });
    log.info({ job: job.name, jobId: attempt.id, ms: Date.now() - started }, 'job: completed');
    // What a run reports (an object) is kept as the job's output: the jobs view shows its `problems`.
    const output = result !== null && typeof result === 'object' && !Array.isArray(result) ? (result as object) : undefined;
    return { id: attempt.id, status: 'completed' as const, ...(output ? { output } : {}) };
  } catch (error) {
    const final = attempt.retryCount >= job.retryLimit;
    const message = error instanceof Error ? error.message : String(error);
    log[final ? 'error' : 'warn'](
      { job: job.name, jobId: attempt.id, retryCount: attempt.retryCount, err: message },
      final ? 'job: failed' : 'job: will retry',
    );
    return { id: attempt.id, status: 'failed' as const, output: { name: (error as Error)?.name ?? 'Error', message } };
  }
}

async function work(boss: PgBoss, handle: DbHandle, job: AnyJob, pollingIntervalSeconds: number) {
  // A batch is claimed at once and each job settles on its own; a full batch fetches again at once.
  const options = { pollingIntervalSeconds, batchSize: JOB_SETTINGS.batchSize, perJobResults: true, burstWhenBatchFull: true } as const;
  await boss.work<unknown>(job.name, options, (attempts) => Promise.all(attempts.map((attempt) => runOne(handle, job, attempt))));
}

async function launch(handle: DbHandle, options: RunnerOptions): Promise<JobRunner> {
  const jobs = options.jobs ?? jobCatalog();
  const working = options.working ?? true;
  const boss = createBoss(handle, working);
  boss.on('error', (error) => logger().warn({ err: error.message }, 'jobs: pg-boss error'));
  // Several servers starting on an empty database wait for each other's schema install.
  await boss.start({ attempts: 3 });
  await prepareQueues(boss, jobs);
  if (working) {
    await prepareSchedules(boss, jobs);
    const polling = options.pollingIntervalSeconds ?? JOB_SETTINGS.pollingIntervalSeconds;
    for (const job of jobs) await work(boss, handle, job, polling);
    logger().info({ jobs: jobs.map((job) => job.name) }, 'jobs: runner working');
  }
  let stopped: Promise<void> | undefined;
  const runner: JobRunner = {
    boss,
    handle,
    jobs: new Map(jobs.map((job) => [job.name, job])),
    working,
    stop: () => (stopped ??= boss.stop({ graceful: true, timeout: JOB_SETTINGS.stopTimeoutMs, close: true })),
  };
  return runner;
}

/**
 * Starts this process's runner over `handle` (once: later calls get the same runner). The
 * production server starts it after migrating (scripts/serve.ts); commands start it with
 * `working: false` to enqueue and inspect.
 */
export function startJobRunner(handle: DbHandle, options: RunnerOptions = {}): Promise<JobRunner> {
  if (state.__jobRunner) return state.__jobRunner;
  const starting = launch(handle, options);
  state.__jobRunner = starting;
  starting.catch(() => {
    if (state.__jobRunner === starting) state.__jobRunner = undefined;
  });
  if (options.stopOnShutdown ?? true) {
    // Before the database closes: hooks run together, so this one closes its handle itself when it owns it.
    onShutdown(() => stopJobRunner());
  }
  return starting;
}

/** The runner this process started, if any. */
export function currentJobRunner(): Promise<JobRunner> | undefined {
  return state.__jobRunner;
}

/** Stops the workers (running handlers get JOB_SETTINGS.stopTimeoutMs to finish). */
export async function stopJobRunner(): Promise<void> {
  const starting = state.__jobRunner;
  if (!starting) return;
  state.__jobRunner = undefined;
  const runner = await starting.catch(() => null);
  await runner?.stop();
}
