/** Creates, migrates and seeds the database named by the environment. Safe to run again. */
import { serverConfigOrExit } from '@/server/config';
import { migrateDb, openDb, withSchemaLock } from './client';
import { seed } from './seed/seed';

/** `--bench` seeds 10,000 tutors, `--bench=100000` as many as it says. */
function benchTutors(argv: readonly string[]): number | undefined {
  const flag = argv.find((arg) => arg === '--bench' || arg.startsWith('--bench='));
  if (!flag) return undefined;
  const asked = flag === '--bench' ? 10_000 : Number(flag.slice('--bench='.length));
  if (!Number.isSafeInteger(asked) || asked < 1) throw new Error(`--bench= takes a number of tutors, not "${flag.slice(8)}"`);
  return asked;
}

async function main() {
  const settings = serverConfigOrExit();
  const started = Date.now();
  const handle = await openDb();
  await migrateDb(handle);
  const tutors = settings.seedTutors ?? benchTutors(process.argv) ?? 2_000;
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
