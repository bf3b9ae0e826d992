import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { getDbHandle } from '@/server/db/client';
import { HttpError } from '@/server/api/errors';

export async function checkHealth(db: Db) {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw new HttpError(503, 'database unreachable');
  }
  const { driver } = await getDbHandle();
  return { database: 'up', driver, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
}
