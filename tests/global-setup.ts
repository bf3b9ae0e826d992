import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDb, openDb } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite (tests/db.ts starts each test file's database from it). */
    pgliteTemplate: string;
  }
}

/**
 * Starting PGlite and migrating it takes seconds, and every API test file needs a database of its
 * own: it is done once here, and each file loads the dump instead (tests/db.ts).
 */
export default async function setup(project: TestProject) {
  // The PostgreSQL pass (scripts/test-pg.mjs) gives each worker a PostgreSQL database instead.
  if (process.env.POSTGRES_PASS === '1') return;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tutorly-pglite-')), 'template.tar');
  const handle = await openDb({ url: '', dataDir: 'memory://' });
  await migrateDb(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
