import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { migrateDb, openDb, setDbHandle, type DbHandle } from '@/server/db/client';
import { seed } from '@/server/db/seed/seed';

/**
 * In the PostgreSQL pass only (scripts/test-pg.mjs): this test worker's own database beside
 * TEST_DATABASE_URL's (`test_1`, `test_2`, …), for what needs a lasting PostgreSQL of its own
 * (the job runner's pg-boss schema). Undefined in the first pass, which never touches PostgreSQL.
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
 * PostgreSQL pass only, a PostgreSQL database copied from the pass's migrated template
 * (postgresTemplateUrl) and dropped when closed. Files never meet each other's rows in either
 * pass. Also what the API's default database is in a test that never asked for one
 * (tests/own-folders.ts).
 */
export async function openTestDb(): Promise<DbHandle> {
  const base = process.env.POSTGRES_PASS === '1' ? process.env.TEST_DATABASE_URL : undefined;
  if (base) return openPostgresCopy(base);
  const handle = await openDb({ dataDir: 'memory://', template: migratedTemplate() });
  await migrateDb(handle);
  return handle;
}

/** The migrated, empty PostgreSQL database tests/global-setup.ts makes for the PostgreSQL pass. */
export function postgresTemplateUrl(base: string): string {
  return withDatabase(base, `${databaseName(base)}_template`);
}

async function openPostgresCopy(base: string): Promise<DbHandle> {
  const name = `${databaseName(base)}_f${process.env.VITEST_POOL_ID ?? '1'}_${randomUUID().slice(0, 8)}`;
  const template = databaseName(postgresTemplateUrl(base));
  await adminQuery(base, async (admin) => {
    await admin.query(`create database "${name}" template "${template}"`);
    // A copy takes the tables, not the database's own settings (migration 0003's planner costs).
    const { rows } = await admin.query<{ setting: string }>(
      `select unnest(s.setconfig) as setting from pg_db_role_setting s
       join pg_database d on d.oid = s.setdatabase where d.datname = $1 and s.setrole = 0`,
      [template],
    );
    for (const { setting } of rows) {
      const at = setting.indexOf('=');
      await admin.query(`alter database "${name}" set ${setting.slice(0, at)} = '${setting.slice(at + 1)}'`);
    }
  });
  const handle = await openDb({ url: withDatabase(base, name) });
  const close = handle.close;
  handle.close = async () => {
    await close();
    await adminQuery(base, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
  };
  return handle;
}

async function adminQuery(base: string, work: (admin: import('pg').Client) => Promise<unknown>): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
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
