import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '@/server/jobs/registry';

/**
 * Jobs that exist only with TEST_ROUTES=1 (server/jobs/catalog.ts). `testing.record-run` writes
 * one row per run into a table the test made (`test_job_runs`), so a test against several servers
 * can count how often each job ran.
 */
export const recordRunJob = defineJob({
  name: 'testing.record-run',
  data: z.object({ key: z.string().min(1).max(100) }),
  retryDelaySeconds: 1,
  backoff: false,
  handler: async (db, data) => {
    await db.execute(sql`insert into test_job_runs (job_key, server_pid) values (${data.key}, ${process.pid})`);
  },
});

export const testJobs = [recordRunJob];
