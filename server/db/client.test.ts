import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDb, openDb } from './client';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function setting(handle: Awaited<ReturnType<typeof openDb>>, name: string): Promise<string> {
  const result = await handle.db.execute(sql`select current_setting(${name}) as value`);
  return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
}

describe('the embedded database', () => {
  // Migration 0003 sets the planner's random_page_cost for the database; PostgreSQL applies it to
  // every connection, and so must a PGlite folder opened again (npm start after the first start).
  it('keeps the database settings the migrations made when it is opened again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorly-pglite-'));
    dirs.push(dataDir);
    const first = await openDb({ url: '', dataDir });
    await migrateDb(first);
    await first.close();

    const reopened = await openDb({ url: '', dataDir });
    try {
      expect(await setting(reopened, 'random_page_cost')).toBe('1.1');
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
