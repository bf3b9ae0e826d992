import fs from 'node:fs';
import { inject } from 'vitest';
import { migrateDb, openDb, setDbHandle, type DbHandle } from '@/server/db/client';
import { seed } from '@/server/db/seed/seed';

/**
 * In the PostgreSQL pass only (scripts/test-pg.mjs): this test worker's own database beside
 * TEST_DATABASE_URL's (`test_1`, `test_2`, …), so the pass's files run two at a time without
 * meeting each other's rows. Undefined in the first pass, which never touches PostgreSQL.
 */
export function postgresTestUrl(): string | undefined {
  const base = process.env.POSTGRES_PASS === '1' ? process.env.TEST_DATABASE_URL : undefined;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname}_${process.env.VITEST_POOL_ID ?? '1'}`;
  return url.toString();
}

/**
 * A migrated, empty database of this test file's own: a fresh in-memory PGlite, or, in the
 * PostgreSQL pass only, this worker's PostgreSQL database (postgresTestUrl). Also what the API's
 * default database is in a test that never asked for one (tests/own-folders.ts).
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = postgresTestUrl();
  const handle = url ? await openDb({ url }) : await openDb({ dataDir: 'memory://', template: migratedTemplate() });
  await migrateDb(handle);
  return handle;
}

/**
 * A migrated, seeded database for one test file, which the API then uses (openTestDb).
 * The first pass never touches PostgreSQL: its test files run in parallel and must not share state.
 */
export async function setupTestDb(options: { tutors?: number } = {}): Promise<DbHandle> {
  const handle = await openTestDb();
  await seed(handle.db, { tutors: options.tutors ?? 40 });
  setDbHandle(handle);
  return handle;
}

/** The migrated empty database tests/global-setup.ts dumped (migrateDb then finds nothing to do). */
function migratedTemplate(): Blob {
  return new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
}
