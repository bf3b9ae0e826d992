/** Creates, migrates and seeds the database named by the environment. Safe to run again. */
import { serverConfigOrExit } from '@/server/config';
import { migrateDb, openDb, withSchemaLock } from './client';
import { seed } from './seed/seed';

async function main() {
  const settings = serverConfigOrExit();
  const started = Date.now();
  const handle = await openDb();
  await migrateDb(handle);
  const tutors = settings.seedTutors ?? (process.argv.includes('--bench') ? 10_000 : 2_000);
  // Under the schema lock: servers set up together seed once, the others find the rows there.
  // Demo accounts have a public password: only where messages stay in the outbox (local and test runs).
  const demoAccounts = settings.messaging.delivery === 'outbox';
  const summary = await withSchemaLock(handle, (db) => seed(db, { tutors, demoAccounts }));
  await handle.close();
  console.log(`database ready (${handle.driver}) in ${Date.now() - started} ms`, summary);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
