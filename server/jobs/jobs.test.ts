import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDb, openDb, type DbHandle } from '@/server/db/client';
import { postgresTestUrl } from '@/tests/db';
import { enqueueJob, jobRunner } from './enqueue';
import { defineJob, type AnyJob } from './registry';
import { startJobRunner, stopJobRunner } from './runner';
import { countJobs, findJob, listJobs, retryJob } from './status';

/**
 * The runner on PGlite, and in the PostgreSQL pass (scripts/test-pg.mjs) on PostgreSQL. There the
 * pg-boss schema outlives a test file (a worker's database serves all its files), so every job name
 * here is new to each run.
 */
const postgresUrl = postgresTestUrl();
const run = randomUUID().slice(0, 8);
const FAST = { pollingIntervalSeconds: 0.5, stopOnShutdown: false };
const handles: DbHandle[] = [];

async function database(dataDir = 'memory://'): Promise<DbHandle> {
  const handle = postgresUrl ? await openDb({ url: postgresUrl }) : await openDb({ dataDir });
  await migrateDb(handle);
  handles.push(handle);
  return handle;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(async () => {
  await stopJobRunner();
  for (const handle of handles.splice(0)) await handle.close();
});

describe('a job scheduled for later', () => {
  it.skipIf(postgresUrl)('survives a restart of the runner and of the PGlite database, and runs once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-restart-'));
    const runs: string[] = [];
    const job = defineJob<{ note: string }>({ name: `test.later-${run}`, handler: async (_db, data) => void runs.push(data.note) });

    const first = await database(dataDir);
    await startJobRunner(first, { ...FAST, jobs: [job] });
    const id = await enqueueJob(first.db, job, { note: 'hello' }, { startAfter: 2 });
    expect(id).toEqual(expect.any(String));
    await stopJobRunner();
    await first.close();
    handles.length = 0;
    expect(runs).toEqual([]);

    const second = await database(dataDir);
    expect((await findJob(second.db, id!))?.state).toBe('created');
    await startJobRunner(second, { ...FAST, jobs: [job] });
    await until(async () => (await findJob(second.db, id!))?.state === 'completed');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs).toEqual(['hello']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('a failing job', () => {
  it('is retried after its delay, then lands in failed, listed with its error; retryJob runs it again', async () => {
    let attempts = 0;
    let broken = true;
    const job = defineJob({
      name: `test.failing-${run}`,
      retryLimit: 2,
      retryDelaySeconds: 1,
      backoff: false,
      handler: async () => {
        attempts += 1;
        if (broken) throw new Error(`provider down (attempt ${attempts})`);
      },
    });
    const handle = await database();
    await startJobRunner(handle, { ...FAST, jobs: [job] });
    const id = (await enqueueJob(handle.db, job, {}))!;

    await until(async () => (await findJob(handle.db, id))?.state === 'failed');
    expect(attempts).toBe(3);
    const failed = await listJobs(handle.db, { state: 'failed', name: job.name });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ id, name: job.name, state: 'failed', retryCount: 2, error: 'provider down (attempt 3)' });
    expect(await listJobs(handle.db, { state: 'completed', name: job.name })).toEqual([]);
    // The console's count agrees with the list (all failed jobs of this database, this one among them).
    const counted = await countJobs(handle.db, ['failed']);
    expect(counted.failed).toBe((await listJobs(handle.db, { state: 'failed', limit: 1000 })).length);
    expect(counted.failed).toBeGreaterThanOrEqual(1);

    broken = false;
    expect(await retryJob(handle.db, id)).toBe(true);
    await until(async () => (await findJob(handle.db, id))?.state === 'completed');
    expect(attempts).toBe(4);
    expect(await retryJob(handle.db, id)).toBe(false);
    expect(await retryJob(handle.db, randomUUID())).toBe(false);
  });
});

describe('enqueueing', () => {
  const job = defineJob<{ n: number }>({ name: `test.enqueue-${run}`, handler: async () => undefined });
  const keyed = defineJob<{ n: number }>({ name: `test.keyed-${run}`, policy: 'exclusive', handler: async () => undefined });
  const jobs: AnyJob[] = [job, keyed];

  it('inside a transaction that rolls back leaves no job; one that commits leaves exactly one', async () => {
    const handle = await database();
    // A client runner (no workers): jobs stay where they were put.
    await startJobRunner(handle, { ...FAST, jobs, working: false });
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueJob(tx, job, { n: 1 }, { startAfter: 60 });
        throw new Error('the write that caused it failed');
      }),
    ).rejects.toThrow('the write that caused it failed');
    expect(await listJobs(handle.db, { name: job.name })).toEqual([]);

    await handle.db.transaction(async (tx) => {
      await enqueueJob(tx, job, { n: 2 }, { startAfter: 60 });
    });
    const stored = await listJobs(handle.db, { name: job.name });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ state: 'created', data: { n: 2 } });
    expect(stored[0]!.startAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it("pg-boss's own bookkeeping jobs are neither listed nor counted, unless asked for by name", async () => {
    const handle = await database();
    await startJobRunner(handle, { ...FAST, jobs, working: false });
    const { boss } = await jobRunner();
    const internal = '__pgboss__send-it';
    if (!(await boss.getQueue(internal))) await boss.createQueue(internal);
    const before = (await countJobs(handle.db, ['created'])).created;
    await boss.send(internal, {}, { startAfter: 60 });
    await enqueueJob(handle.db, job, { n: 3 }, { startAfter: 60 });
    const listed = (await listJobs(handle.db, { state: 'created' })).map((j) => j.name);
    expect(listed).toContain(job.name);
    expect(listed).not.toContain(internal);
    expect((await countJobs(handle.db, ['created'])).created).toBe(before + 1);
    expect(await listJobs(handle.db, { name: internal })).not.toEqual([]);
  });

  it('an exclusive job takes one waiting job per key; other names and missing keys are refused', async () => {
    const handle = await database();
    await startJobRunner(handle, { ...FAST, jobs, working: false });
    const first = await enqueueJob(handle.db, keyed, { n: 1 }, { singletonKey: 'reminder:1', startAfter: 60 });
    const again = await enqueueJob(handle.db, keyed, { n: 2 }, { singletonKey: 'reminder:1', startAfter: 60 });
    const other = await enqueueJob(handle.db, keyed, { n: 3 }, { singletonKey: 'reminder:2', startAfter: 60 });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(await listJobs(handle.db, { name: keyed.name })).toHaveLength(2);
    await expect(enqueueJob(handle.db, keyed, { n: 4 })).rejects.toThrow(/singletonKey/);
    await expect(enqueueJob(handle.db, 'no.such-job', {})).rejects.toThrow(/not registered/);
  });
});
