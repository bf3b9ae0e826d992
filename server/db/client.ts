import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { runningUnderVitest, serverConfig } from '@/server/config';
import { logger } from '@/server/observability/logger';
import { onShutdown } from '@/server/observability/lifecycle';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: services take this, so tests can pass a throwaway PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  driver: DbDriver;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool, for work that needs one session (advisory locks). */
  pool?: import('pg').Pool;
  /** PostgreSQL only: which database, so one process migrates it once. */
  url?: string;
  /** PGlite only: the embedded database itself, for the job runner (pg-boss's fromPglite). */
  pglite?: import('@electric-sql/pglite').PGlite;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

export function pgliteDataDir(): string {
  return serverConfig().database.pgliteDataDir;
}

/** Opens the database named by the environment: DATABASE_URL → PostgreSQL, else embedded PGlite. */
export async function openDb(options: { url?: string; dataDir?: string; template?: Blob } = {}): Promise<DbHandle> {
  const url = options.url ?? serverConfig().database.url;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, ...poolOptions() });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    pool.on('error', (error) => logger().warn({ err: error.message }, 'database: idle client error'));
    return { db: drizzle(pool, { schema }) as unknown as Db, driver: 'postgres', close: () => pool.end(), pool, url };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  // 'memory://' gives a throwaway database (tests), started from `template` (a PGlite dump) when
  // given; anything else is a folder on disk.
  const dataDir = options.dataDir ?? pgliteDataDir();
  const { client, release } = await openPglite(dataDir, options.template);
  return { db: drizzle(client, { schema }) as unknown as Db, driver: 'pglite', close: release, pglite: client };
}

type SharedPglite = { ready: Promise<import('@electric-sql/pglite').PGlite>; users: number };
// A folder may be opened by one PGlite only. The server script (its job runner) and the app bundle
// load this module separately, so the open ones live on globalThis; each caller gets its own
// Drizzle instance over the shared client, which closes when the last of them closes it.
const openPglites = ((globalThis as unknown as { __pglites?: Map<string, SharedPglite> }).__pglites ??= new Map());

async function openPglite(dataDir: string, template?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir === 'memory://') {
    const client = new PGlite(template ? { loadDataDir: template } : undefined);
    await client.waitReady;
    await applyDatabaseSettings(client);
    return { client, release: () => client.close() };
  }
  const key = path.resolve(dataDir);
  // Tests have databases of their own (tests/own-folders.ts), never the one a local run serves (issue 27).
  if (runningUnderVitest() && key === path.resolve('.data/pglite')) {
    throw new Error("A test opened the local run's database (.data/pglite): use setupTestDb from tests/db.ts.");
  }
  let shared = openPglites.get(key);
  if (!shared) {
    fs.mkdirSync(dataDir, { recursive: true });
    const client = new PGlite(dataDir);
    shared = { ready: client.waitReady.then(() => applyDatabaseSettings(client)).then(() => client), users: 0 };
    openPglites.set(key, shared);
  }
  shared.users += 1;
  const client = await shared.ready;
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    shared.users -= 1;
    if (shared.users > 0) return;
    openPglites.delete(key);
    await client.close();
  };
  return { client, release };
}

/**
 * PostgreSQL applies a database's own settings (`ALTER DATABASE … SET`, e.g. the planner's
 * random_page_cost from migration 0003) to every new connection; PGlite's single backend skips
 * them, so a reopened embedded database planned with the defaults (sequential scans of tutors).
 */
async function applyDatabaseSettings(client: import('@electric-sql/pglite').PGlite): Promise<void> {
  const { rows } = await client.query<{ setconfig: string[] }>(
    `select s.setconfig from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
     where d.datname = current_database() and s.setrole = 0`,
  );
  for (const setting of rows.flatMap((row) => row.setconfig)) {
    const at = setting.indexOf('=');
    await client.query('select set_config($1, $2, false)', [setting.slice(0, at), setting.slice(at + 1)]);
  }
}

/** Pool size and timeouts per server (docs/deploy.md: servers × max must stay under max_connections). */
function poolOptions() {
  const { max, idleTimeoutMs, connectTimeoutMs } = serverConfig().database.pool;
  return { max, idleTimeoutMillis: idleTimeoutMs, connectionTimeoutMillis: connectTimeoutMs };
}

// Any fixed number: every server asks PostgreSQL for the same advisory lock.
const SCHEMA_LOCK_KEY = 7_340_117;

/**
 * Runs `work` while holding the schema lock, on one connection: servers that start together
 * queue here, so migrations and the seed run once and the others find them done.
 */
export async function withSchemaLock<T>(handle: DbHandle, work: (db: Db) => Promise<T>): Promise<T> {
  if (!handle.pool) return work(handle.db);
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await work(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

async function appliedMigrations(db: Db): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`).catch(() => null);
  const rows = (result as { rows?: { n: number }[] } | null)?.rows;
  return rows?.[0]?.n ?? 0;
}

// The server script migrates before it listens; the app bundle, loaded separately in the same
// process, then finds the database done here instead of taking the lock and reading the journal again.
const migrated = ((globalThis as unknown as { __migratedDatabases?: Set<string> }).__migratedDatabases ??= new Set());

/** Brings the schema up to date; returns how many migrations this call applied (0: already done). */
export async function migrateDb(handle: DbHandle): Promise<number> {
  if (handle.driver === 'postgres') {
    if (handle.url && migrated.has(handle.url)) return 0;
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    return withSchemaLock(handle, async (db) => {
      const before = await appliedMigrations(db);
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      const applied = (await appliedMigrations(db)) - before;
      logger().info({ applied }, applied ? 'database: migrations applied' : 'database: schema up to date');
      if (handle.url) migrated.add(handle.url);
      return applied;
    });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return 0;
  }
}

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

/** The process-wide database, opened and migrated once. */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__dbHandle ??= openDb().then(async (handle) => {
    await migrateDb(handle);
    onShutdown(() => handle.close());
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
