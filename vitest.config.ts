import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const EXCLUDE = ['node_modules/**', '.next/**', '.next-*/**', 'tests/e2e/**', 'tests/cluster/**'];
/** Where the tests outside server/ live (each file keeps a process of its own). */
const OUTSIDE_SERVER = ['components', 'lib', 'scripts', 'stores', 'tests', 'app'];
/** API test files that change the environment or mock modules: each keeps a process of its own. */
const OWN_PROCESS = [
  'server/auth/secure-cookies.test.ts',
  'server/config.test.ts',
  'server/conversations/conversations.test.ts',
  'server/health/health.test.ts',
  'server/observability/logger.test.ts',
  'server/payments/sandbox-gateway.test.ts',
  'server/uploads/hardening.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    environment: 'node',
    exclude: EXCLUDE,
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // The sandbox gateway is off unless configured on (issue 28): the tests pay on it, with a test-only secret.
    env: { TEST_ROUTES: '1', PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_SECRET: 'vitest-sandbox-gateway-secret' },
    server: { deps: { inline: ['next-intl'] } },
    // Vitest's default, one worker fewer than the cores, runs one file at a time on this 2-core machine
    // while the main process mostly waits: two workers, as the PostgreSQL pass already runs.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Most of an API test file's time went on loading the app's modules again (seconds a file):
      // those files share them within a worker. Each still gets its own database, folders and
      // process-wide state (tests/setup.ts resetProcessState).
      { extends: true, test: { name: 'api', include: ['server/**/*.test.ts'], exclude: [...EXCLUDE, ...OWN_PROCESS], isolate: false } },
      { extends: true, test: { name: 'isolated', include: [`{${OUTSIDE_SERVER.join(',')}}/**/*.test.{ts,tsx}`, ...OWN_PROCESS] } },
    ],
  },
});
