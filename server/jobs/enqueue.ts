import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { getDbHandle, type Db } from '@/server/db/client';
import { parseJobData, type JobDefinition } from './registry';
import { currentJobRunner, startJobRunner, type JobRunner } from './runner';

export interface EnqueueOptions {
  /** Run no earlier than this instant, or this many seconds from now. */
  startAfter?: Date | number;
  /** On an `exclusive` job: the one waiting or running job for this key (a second enqueue is a no-op). */
  singletonKey?: string;
}

/**
 * This process's runner; a process that never started one (a command, `next dev`) gets a client
 * over its database that enqueues and inspects but works nothing: a working server runs the jobs.
 */
export async function jobRunner(): Promise<JobRunner> {
  return currentJobRunner() ?? startJobRunner(await getDbHandle(), { working: false });
}

/** pg-boss statements run through this Drizzle database or transaction (its connection, its transaction). */
export function throughDrizzle(db: Db) {
  return fromDrizzle(db as unknown as DrizzleTransactionLike, sql);
}

/**
 * Stores a job. Called with a transaction (`db.transaction(async (tx) => enqueueJob(tx, …))`), the
 * job is written in it: it exists only if the transaction commits. Returns the job's id, or null
 * when an `exclusive` job already waits for the same key.
 */
export async function enqueueJob<T extends object>(db: Db, job: JobDefinition<T> | string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
  const runner = await jobRunner();
  const name = typeof job === 'string' ? job : job.name;
  const definition = runner.jobs.get(name) as JobDefinition<T> | undefined;
  if (!definition) throw new Error(`job "${name}" is not registered (server/app/jobs.ts)`);
  if (definition.policy === 'exclusive' && !options.singletonKey) throw new Error(`job "${name}" needs a singletonKey`);
  const payload = parseJobData(definition, data);
  const startAfter = typeof options.startAfter === 'number' ? new Date(Date.now() + options.startAfter * 1000) : options.startAfter;
  return runner.boss.send(name, payload, {
    startAfter,
    singletonKey: options.singletonKey,
    db: throughDrizzle(db),
  });
}
