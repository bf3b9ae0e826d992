// Several production servers on one shared PostgreSQL and Redis (tests/cluster): sessions, locks,
// rate limits and the build id agree across them; migrations run once; shutdown is graceful.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './lib.mjs';

const needs = [
  ['TEST_DATABASE_URL', 'pg_isready', ['-h', '127.0.0.1', '-p', '5432']],
  ['TEST_REDIS_URL', 'redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']],
];
for (const [name, command, args] of needs) {
  if (process.env[name]) continue;
  const probe = spawnSync(command, args, { stdio: 'ignore' });
  if (probe.status === 0) continue;
  if (process.env.CI) {
    console.error(`${name} is not set and the local service is not answering: CI must run the cluster tests.`);
    process.exit(1);
  }
  console.log(`${name} not set and no local service: skipping the cluster tests (CI runs them).`);
  process.exit(0);
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
buildIfNeeded();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.cluster.config.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
