import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classRemindersJob } from '@/server/class-reminders';
import { openDb, type DbHandle } from '@/server/db/client';
import { tutors, users } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/enqueue';
import { startJobRunner, stopJobRunner } from '@/server/jobs/runner';
import { listJobs } from '@/server/jobs/status';
import { classFixture } from '@/server/classes/test-helpers';
import { type AppServer, createDatabase, dropDatabase, REDIS_URL, startServer, stopServer, waitUntilReady } from './servers';

/**
 * Issue 30: a reminder sweep scheduled, one server restarted before it runs, and the reminder sent
 * once to each side, on two production servers sharing PostgreSQL, however many sweeps run.
 */
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `cluster_reminders_${run}`;
let databaseUrl: string;
let env: Record<string, string>;
let a: AppServer;
let b: AppServer;
let client: DbHandle;

async function query<T>(text: string): Promise<T[]> {
  const connection = new pg.Client({ connectionString: databaseUrl });
  await connection.connect();
  try {
    return (await connection.query(text)).rows as T[];
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
const working = (server: AppServer) => server.output().includes('"jobs: runner working"');

beforeAll(async () => {
  databaseUrl = await createDatabase(databaseName);
  env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `cluster-reminders-${run}:`, DATABASE_POOL_MAX: '4' };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  await until(async () => working(a) && working(b), 60_000, 'both job runners');
  client = await openDb({ url: databaseUrl });
  await startJobRunner(client, { jobs: [classRemindersJob], working: false, stopOnShutdown: false });
}, 180_000);

afterAll(async () => {
  await stopJobRunner();
  await client?.close();
  await Promise.all([a && stopServer(a), b && stopServer(b)]);
  await dropDatabase(databaseName);
}, 60_000);

describe('class reminders on two servers sharing PostgreSQL', () => {
  it('a sweep scheduled before a restart sends the reminder once to each side', async () => {
    const db = client.db;
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

    const startAfter = new Date(Date.now() + 8_000);
    expect(await enqueueJob(db, classRemindersJob, {}, { startAfter })).toEqual(expect.any(String));
    // Server a goes down and comes back before the job is due.
    await stopServer(a);
    a = await startServer(env);
    await waitUntilReady(a);
    await until(async () => (await listJobs(db, { name: classRemindersJob.name, state: 'completed', limit: 100 })).length >= 1, 90_000, 'the sweep');
    // More sweeps (the cron, a retry, the other server) send nothing more.
    await enqueueJob(db, classRemindersJob, {});
    await enqueueJob(db, classRemindersJob, {});
    await until(async () => (await listJobs(db, { name: classRemindersJob.name, state: 'completed', limit: 100 })).length >= 3, 60_000, 'more sweeps');

    const sent = await query<{ recipient: string; n: number }>(
      `select recipient, count(*)::int as n from outbox_messages where recipient in ('+989350009001', '+989350009002') group by recipient order by recipient`,
    );
    expect(sent).toEqual([
      { recipient: '+989350009001', n: 1 },
      { recipient: '+989350009002', n: 1 },
    ]);
    const claims = await query<{ kind: string; sent: boolean }>('select kind, sent_at is not null as sent from class_reminders_sent');
    expect(claims).toEqual([{ kind: '1h', sent: true }]);
  });
});
