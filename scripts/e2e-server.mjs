// The server Playwright tests against: the production build, its own PGlite folder, test routes on.
import { buildIfNeeded, run, serve } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1', PGLITE_DATA_DIR: '.data/pglite-e2e', TEST_ROUTES: '1', SEED_TUTORS: '3000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
Object.assign(process.env, env);
buildIfNeeded();
run('node', ['--import', 'tsx', 'server/db/setup.ts']);
serve('node', ['--import', 'tsx', 'scripts/serve.ts'], { PORT: process.env.E2E_PORT ?? '3100' });
