import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import type { DbHandle } from '@/server/db/client';

/**
 * Every test file runs with its own data, never the local run's `.data` (issue 27): the
 * settings that name folders point into this run's temporary folder (made only when used, and
 * inherited by any process a test starts), and the API's process-wide database, when a test
 * reaches it without setupTestDb, is a throwaway of its own (tests/db.ts openTestDb) instead of
 * the embedded database in PGLITE_DATA_DIR.
 */
export function claimOwnFolders(): void {
  const own = path.join(inject('testRunDir'), `file-${process.env.VITEST_POOL_ID ?? '0'}-${randomUUID().slice(0, 8)}`);
  process.env.PGLITE_DATA_DIR = path.join(own, 'pglite');
  process.env.UPLOAD_DIR = path.join(own, 'uploads');
  ownDefaultDatabase();
}

/**
 * server/db/client.ts keeps the process's database in `globalThis.__dbHandle` (getDbHandle opens it
 * on first use, setDbHandle replaces it). Here the first use opens the test's own database, and
 * the file closes it when it ends.
 */
function ownDefaultDatabase(): void {
  let current: Promise<DbHandle> | undefined;
  let opened: Promise<DbHandle> | undefined;
  Object.defineProperty(globalThis, '__dbHandle', {
    configurable: true,
    get: () => (current ??= opened = import('./db').then(({ openTestDb }) => openTestDb())),
    set: (handle: Promise<DbHandle> | undefined) => void (current = handle),
  });
  afterAll(async () => {
    await (await opened?.catch(() => undefined))?.close();
  });
}
