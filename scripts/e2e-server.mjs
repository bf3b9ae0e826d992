// The server Playwright tests against: the production build, its own PGlite and upload folders (never
// the local run's .data/pglite and .data/uploads), test routes on.
import { buildIfNeeded, localSandboxGateway, run, serve } from './lib.mjs';

const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  PGLITE_DATA_DIR: '.data/pglite-e2e',
  UPLOAD_DIR: '.data/uploads-e2e',
  TEST_ROUTES: '1',
  SEED_TUTORS: '3000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
// The gateway sends the payer back to SITE_URL (issue 18): the address the tests open, 127.0.0.1.
env.SITE_URL = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
Object.assign(process.env, env);
// The payments specs pay on the sandbox gateway's page: on for this server, with a secret of its own.
localSandboxGateway();
buildIfNeeded();
run('node', ['--import', 'tsx', 'server/db/setup.ts']);
serve('node', ['--import', 'tsx', 'scripts/serve.ts'], { PORT: process.env.E2E_PORT ?? '3100' });
