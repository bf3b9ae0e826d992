// The API integration tests a second time, against a real PostgreSQL (TEST_DATABASE_URL).
// CI must have one; on a developer machine without one the pass is skipped with a notice.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  if (process.env.CI) {
    console.error('TEST_DATABASE_URL is not set: CI must run the API tests against PostgreSQL.');
    process.exit(1);
  }
  console.log('TEST_DATABASE_URL not set: skipping the PostgreSQL pass (CI runs it).');
  process.exit(0);
}

// Two test workers, each on its own database beside TEST_DATABASE_URL's (tests/db.ts postgresTestUrl),
// and the template each test file's database is copied from (tests/db.ts openTestDb): made empty
// here, with any file's database an earlier, interrupted pass left behind dropped.
const WORKERS = 2;
const reset = spawnSync(
  'node',
  [
    '--import',
    'tsx',
    '-e',
    `
    const { Client } = require('pg');
    const base = new URL(process.env.TEST_DATABASE_URL);
    const admin = new Client({ connectionString: Object.assign(new URL(base), { pathname: '/postgres' }).toString() });
    const stem = base.pathname.slice(1);
    const names = [...Array.from({ length: ${WORKERS} }, (_, i) => stem + '_' + (i + 1)), stem + '_template'];
    admin.connect()
      .then(async () => {
        const left = await admin.query('select datname from pg_database where starts_with(datname, $1)', [stem + '_f']);
        for (const { datname } of left.rows) await admin.query('drop database if exists "' + datname + '" with (force)');
        for (const name of names) {
          await admin.query('drop database if exists "' + name + '" with (force)');
          await admin.query('create database "' + name + '"');
        }
      })
      .then(() => admin.end())
      .catch((e) => { console.error('PostgreSQL is not reachable at TEST_DATABASE_URL:', e.message); process.exit(1); });
  `,
  ],
  { stdio: 'inherit' },
);
if (reset.status !== 0) process.exit(1);

// `node scripts/test-pg.mjs <files…>` runs only those files (a helper's own); none: every server test.
const only = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', `--maxWorkers=${WORKERS}`, ...(only.length ? only : ['server'])], {
  stdio: 'inherit',
  env: { ...process.env, POSTGRES_PASS: '1' },
});
process.exit(result.status ?? 1);
