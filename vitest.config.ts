import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.next-*/**', 'tests/e2e/**', 'tests/cluster/**'],
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
  },
});
