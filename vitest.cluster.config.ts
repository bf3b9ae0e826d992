import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Several production servers on a shared PostgreSQL and Redis (scripts/test-cluster.mjs). */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
