import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@/server/db/client';
import { enqueueJob } from '@/server/jobs/enqueue';
import { startJobRunner, stopJobRunner } from '@/server/jobs/runner';
import { listJobs } from '@/server/jobs/status';
import { classRemindersJob } from '@/server/class-reminders';
import { classFixture } from '@/server/classes/test-helpers';
import { tutors, users } from '@/server/db/schema';
import { recordRunJob } from '@/server/testing/jobs';
import { type AppServer, createDatabase, dropDatabase, REDIS_URL, startServer, stopServer, waitUntilReady } from './servers';

/**
 * Two production servers working the same job queues on one PostgreSQL: each due job is claimed
 * by exactly one of them, and a job scheduled before both servers stop runs once when one is back
 * (issue 30's class reminders). The test enqueues through the app's own services (a client runner). One pair of
 * servers serves every test here: starting them is most of the file's time.
 */
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `cluster_jobs_${run}`;
const JOBS = 40;
let databaseUrl: string;
let env: Record<string, string>;
let a: AppServer;
let b: AppServer;
let client: DbHandle;

async function query<T>(sql: string): Promise<T[]> {
  const connection = new pg.Client({ connectionString: databaseUrl });
  await connection.connect();
  try {
    return (await connection.query(sql)).rows as T[];
  } finally {
    await connection.end();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${a.output().slice(-2000)}\n${b.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  databaseUrl = await createDatabase(databaseName);
  env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `cluster-jobs-${run}:`, DATABASE_POOL_MAX: '4' };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  const working = (server: AppServer) => server.output().includes('"jobs: runner working"');
  await until(async () => working(a) && working(b), 60_000, 'both job runners');
  await query('create table test_job_runs (job_key text not null, server_pid int not null)');
  client = await openDb({ url: databaseUrl });
  await startJobRunner(client, { jobs: [recordRunJob, classRemindersJob], working: false, stopOnShutdown: false });
}, 180_000);

afterAll(async () => {
  await stopJobRunner();
  await client?.close();
  await Promise.all([a && stopServer(a), b && stopServer(b)]);
  await dropDatabase(databaseName);
}, 60_000);

describe('jobs on two servers sharing PostgreSQL', () => {
  it('each due job runs exactly once', async () => {
    // All due at the same moment, while both servers poll the queue.
    const startAfter = new Date(Date.now() + 3_000);
    for (let n = 0; n < JOBS; n += 1) {
      expect(await enqueueJob(client.db, recordRunJob, { key: `job-${n}` }, { startAfter })).toEqual(expect.any(String));
    }
    await until(
      async () => (await listJobs(client.db, { name: recordRunJob.name, state: 'completed', limit: 1000 })).length === JOBS,
      60_000,
      'all jobs completed',
    );
    // Time for a second copy to show up, were one to run.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const runs = await query<{ job_key: string; n: number }>('select job_key, count(*)::int as n from test_job_runs group by job_key');
    expect(runs).toHaveLength(JOBS);
    expect(runs.every((row) => row.n === 1)).toBe(true);
    const byServer = await query<{ server_pid: number; n: number }>('select server_pid, count(*)::int as n from test_job_runs group by server_pid');
    console.log('jobs run per server', byServer);
    expect(byServer.length).toBeGreaterThanOrEqual(1);
  });

  it('a schedule is stored once however many servers declare it', async () => {
    const schedules = await query<{ name: string; n: number }>('select name, count(*)::int as n from pgboss.schedule group by name');
    expect(schedules).toContainEqual({ name: 'auth.purge-expired', n: 1 });
  });
});

// Last: it stops both servers and starts server a again (b stays down).
describe('class reminders on two servers sharing PostgreSQL', () => {
  it('a sweep scheduled before both servers stop runs once one is back, and sends the reminder once to each side', async () => {
    const db = client.db;
    const jobState = async (id: string) => (await query<{ state: string }>(`select state from pgboss.job where id = '${id}'`))[0]?.state;
    const sentTo = () =>
      query<{ recipient: string; n: number }>(
        `select recipient, count(*)::int as n from outbox_messages where recipient in ('+989350009001', '+989350009002') group by recipient order by recipient`,
      );

    // Scheduled while both servers work the queue, due once both are down.
    const startAfter = new Date(Date.now() + 15_000);
    const jobId = await enqueueJob(db, classRemindersJob, {}, { startAfter });
    expect(jobId).toEqual(expect.any(String));
    await Promise.all([stopServer(a), stopServer(b)]);
    expect(Date.now(), 'both servers stopped before the sweep was due').toBeLessThan(startAfter.getTime());
    expect(await jobState(jobId!)).toBe('created');

    // The lesson is made while no server runs, so no earlier sweep (the 5-minute cron's included) can have reminded anyone.
    const [student] = await db.insert(users).values({ mobile: '+989350009001', registeredVia: 'test', locale: 'fa', timeZone: 'Asia/Tehran' }).returning();
    const [teacher] = await db.insert(users).values({ mobile: '+989350009002', registeredVia: 'test', locale: 'en-US', timeZone: 'Europe/Berlin' }).returning();
    const [tutor] = await db
      .insert(tutors)
      .values({
        username: 'reminder-tutor',
        fullName: 'استاد آزمایشی',
        fullNameEn: 'Test Tutor',
        gender: 'FEMALE',
        bio: '-',
        priceCents: 2000,
        userId: teacher!.id,
      })
      .returning();
    await classFixture(db, { studentUserId: student!.id, tutorId: tutor!.id, sessions: [{ startsAt: new Date(Date.now() + 40 * 60_000) }] });

    // Past its time with no server up: the sweep waits in the queue and nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, startAfter.getTime() - Date.now() + 2_000));
    expect(await jobState(jobId!)).toBe('created');
    expect(await sentTo()).toEqual([]);

    // One server comes back: it runs the stored sweep.
    a = await startServer(env);
    await waitUntilReady(a);
    await until(async () => (await jobState(jobId!)) === 'completed', 90_000, 'the sweep scheduled before the stop');
    expect(await sentTo()).toEqual([
      { recipient: '+989350009001', n: 1 },
      { recipient: '+989350009002', n: 1 },
    ]);
    // More sweeps (the cron, a retry) send nothing more.
    const more = [await enqueueJob(db, classRemindersJob, {}), await enqueueJob(db, classRemindersJob, {})];
    await until(async () => (await Promise.all(more.map((id) => jobState(id!)))).every((state) => state === 'completed'), 60_000, 'more sweeps');

    expect(await sentTo()).toEqual([
      { recipient: '+989350009001', n: 1 },
      { recipient: '+989350009002', n: 1 },
    ]);
    const claims = await query<{ kind: string; sent: boolean }>('select kind, sent_at is not null as sent from class_reminders_sent');
    expect(claims).toEqual([{ kind: '1h', sent: true }]);
  });
});
