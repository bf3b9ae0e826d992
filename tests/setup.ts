import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { provideInProcessApiLoader } from '@/server/api/in-process';
import { resetConfigForTests } from '@/server/config';
import { forgetProcessCaches } from '@/server/shared/ttl-cache';
import { claimOwnFolders } from './own-folders';

restoreEnvironment();
claimOwnFolders();
await resetProcessState();
afterEach(() => cleanup());
if (process.env.POSTGRES_PASS === '1') {
  const { refuseQueuedQueries, takeQueuedQueries } = await import('./one-query-per-client');
  refuseQueuedQueries();
  afterEach(() => {
    expect(takeQueuedQueries(), 'queries sent to a PostgreSQL client still running another (run them one after another)').toEqual([]);
  });
}

// A test file that only calls fixtures (server/testing/call-api.ts) gets the app on its first call.
provideInProcessApiLoader(() => import('@/server/app/api'));

/** The environment as the worker started: a file's own settings (an upload limit, a key prefix) end with it. */
function restoreEnvironment(): void {
  const initial = ((globalThis as { __initialEnv?: NodeJS.ProcessEnv }).__initialEnv ??= { ...process.env });
  for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
  Object.assign(process.env, initial);
}

/**
 * The API test files share a worker's modules (vitest.config.ts, project `api`): what the server
 * keeps process-wide starts again for each file, as if it were a process of its own.
 */
async function resetProcessState(): Promise<void> {
  const state = globalThis as { __clock?: unknown; __rateLimiters?: Map<string, unknown>; __jobRunner?: unknown };
  resetConfigForTests();
  // A list cached from an earlier file's database would answer this file's questions.
  forgetProcessCaches();
  delete state.__clock;
  state.__rateLimiters?.clear();
  // A job runner an earlier file left running works on that file's database, now gone.
  if (state.__jobRunner) await (await import('@/server/jobs/runner')).stopJobRunner();
}
