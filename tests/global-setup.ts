import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDb, openDb } from '@/server/db/client';
import { postgresTemplateUrl } from './db';
import { changeOf, folderState, LOCAL_DATA, otherProcessesUsing } from './local-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite (tests/db.ts starts each test file's database from it). */
    pgliteTemplate: string;
    /** This run's temporary folder: each test file's PGLITE_DATA_DIR and UPLOAD_DIR lie in it (tests/own-folders.ts). */
    testRunDir: string;
  }
}

/**
 * Starting PGlite and migrating it takes seconds, and every API test file needs a database of its
 * own: it is done once here, and each file loads the dump instead (tests/db.ts). The run's own
 * folder is made here and removed at the end, and the end fails the run if a test touched the
 * local run's data (tests/local-data.ts).
 */
export default async function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorly-test-'));
  project.provide('testRunDir', runDir);
  const before = LOCAL_DATA.map(folderState);
  // The PostgreSQL pass (scripts/test-pg.mjs) copies each file's database from a migrated
  // PostgreSQL template instead (tests/db.ts openTestDb).
  if (process.env.POSTGRES_PASS === '1') {
    const template = await openDb({ url: postgresTemplateUrl(process.env.TEST_DATABASE_URL!) });
    await migrateDb(template);
    await template.close();
  } else {
    const file = path.join(runDir, 'template.tar');
    const handle = await openDb({ url: '', dataDir: 'memory://' });
    await migrateDb(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('pgliteTemplate', file);
  }
  return () => {
    fs.rmSync(runDir, { recursive: true, force: true });
    const touched = before.flatMap((state) => {
      const change = changeOf(state, folderState(state.folder));
      if (!change) return [];
      const users = otherProcessesUsing(state.folder);
      // A local server writing its own database meanwhile: its changes are not a test's.
      if (users.length) {
        console.warn(`${change} while process ${users.join(', ')} had it open (a local server?): not counted against the tests.`);
        return [];
      }
      return [change];
    });
    if (touched.length) {
      // Vitest only logs an error thrown here: the exit code is what CI sees.
      process.exitCode = 1;
      throw new Error(`A test touched the local run's data: ${touched.join('; ')}. Tests use their own folders (tests/own-folders.ts).`);
    }
  };
}
