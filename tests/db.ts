import { migrateDb, openDb, setDbHandle, type DbHandle } from '@/server/db/client';
import { seed } from '@/server/db/seed/seed';

/**
 * A migrated, seeded database for one test file, which the API then uses: a fresh in-memory
 * PGlite, or the PostgreSQL in TEST_DATABASE_URL (the CI's second pass).
 */
export async function setupTestDb(options: { tutors?: number } = {}): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = url ? await openDb({ url }) : await openDb({ dataDir: 'memory://' });
  await migrateDb(handle);
  await seed(handle.db, { tutors: options.tutors ?? 40 });
  setDbHandle(handle);
  return handle;
}
