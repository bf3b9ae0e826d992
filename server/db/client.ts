import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: services take this, so tests can pass a throwaway PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  driver: DbDriver;
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

export function pgliteDataDir(): string {
  return process.env.PGLITE_DATA_DIR ?? path.join(process.cwd(), '.data/pglite');
}

/** Opens the database named by the environment: DATABASE_URL → PostgreSQL, else embedded PGlite. */
export async function openDb(options: { url?: string; dataDir?: string } = {}): Promise<DbHandle> {
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
    return { db: drizzle(pool, { schema }) as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // 'memory://' gives a throwaway database (tests); anything else is a folder on disk.
  const dataDir = options.dataDir ?? pgliteDataDir();
  if (dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory://' ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, driver: 'pglite', close: () => client.close() };
}

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

/** The process-wide database, opened and migrated once. */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__dbHandle ??= openDb().then(async (handle) => {
    await migrateDb(handle);
    return handle;
  });
  return globalForDb.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests point the API at their own throwaway database. */
export function setDbHandle(handle: DbHandle): void {
  globalForDb.__dbHandle = Promise.resolve(handle);
}
