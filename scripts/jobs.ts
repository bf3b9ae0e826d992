// `npm run jobs`: the durable jobs (server/jobs) of the database named by the environment.
//   npm run jobs                       counts by state, then the latest jobs
//   npm run jobs -- failed             jobs in one state (created, retry, active, completed, cancelled, failed)
//   npm run jobs -- retry <id>         puts a failed job back in line (a running server works it)
//   npm run jobs -- enqueue <name> [json]   stores a job now, e.g. enqueue auth.purge-expired
// On the embedded PGlite, stop the server first: one folder is opened by one process at a time.
import { serverConfigOrExit } from '@/server/config';
import { getDbHandle } from '@/server/db/client';
import '@/server/app/compose';
import { enqueueJob, jobRunner } from '@/server/jobs/enqueue';
import { stopJobRunner } from '@/server/jobs/runner';
import { JOB_STATES, listJobs, retryJob, type JobState, type JobSummary } from '@/server/jobs/status';
import { runShutdownHooks } from '@/server/observability/lifecycle';

const USAGE = 'usage: npm run jobs -- [state | retry <id> | enqueue <name> [json]]';

function print(jobs: JobSummary[]) {
  if (!jobs.length) return console.log('no jobs');
  for (const job of jobs) {
    const when = (job.completedOn ?? job.startedOn ?? job.startAfter).toISOString();
    const tries = `${job.retryCount}/${job.retryLimit} retries`;
    console.log([job.id, job.state.padEnd(9), job.name, when, tries, job.error ? `error: ${job.error}` : ''].join('  ').trimEnd());
  }
}

async function main(args: string[]) {
  serverConfigOrExit();
  const { db } = await getDbHandle();
  const [command, ...rest] = args;
  if (!command) {
    for (const state of JOB_STATES) {
      const count = (await listJobs(db, { state, limit: 1000 })).length;
      if (count) console.log(`${state}: ${count === 1000 ? '1000+' : count}`);
    }
    return print(await listJobs(db, { limit: 20 }));
  }
  if (command === 'retry' && rest[0]) {
    const retried = await retryJob(db, rest[0]);
    console.log(retried ? `job ${rest[0]} will run again` : `no failed job ${rest[0]}`);
    if (!retried) process.exitCode = 1;
    return;
  }
  if ((JOB_STATES as readonly string[]).includes(command)) return print(await listJobs(db, { state: command as JobState, limit: 200 }));
  if (command === 'enqueue' && rest[0]) {
    await jobRunner();
    const id = await enqueueJob(db, rest[0], rest[1] ? JSON.parse(rest[1]) : {});
    console.log(id ? `job ${id} stored: a running server works it` : 'not stored: the same job already waits');
    return;
  }
  console.error(USAGE);
  process.exitCode = 1;
}

main(process.argv.slice(2))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    // The runner's client first, then the database it talks through.
    await stopJobRunner();
    await runShutdownHooks();
  });
