import { sql } from 'drizzle-orm';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { getDbHandle } from '@/server/db/client';
import { isShuttingDown } from '@/server/observability/lifecycle';
import { getRedis } from '@/server/shared/redis';

type Check = 'up' | 'down' | 'not_configured';
const CHECK_TIMEOUT_MS = 2_000;

/** Liveness: the process answers. It checks nothing outside, so a slow database never restarts it. */
export function checkLiveness() {
  return { status: 'up', uptime_s: Math.round(process.uptime()) };
}

/** Readiness: this server can do real work now (database and Redis answer, not shutting down). */
export async function checkReadiness(db: Db, t: ApiTranslator) {
  const [database, redis] = await Promise.all([checkDatabase(db), checkRedis()]);
  const { driver } = await getDbHandle();
  const shuttingDown = isShuttingDown();
  const failing = [...(database === 'down' ? ['database'] : []), ...(redis === 'down' ? ['redis'] : []), ...(shuttingDown ? ['server'] : [])];
  if (failing.length) {
    throw new HttpError(
      503,
      t('not_ready'),
      failing.map((field) => ({ field, message: t('dependency_down') })),
    );
  }
  return { database, redis, driver, shutting_down: false };
}

async function checkDatabase(db: Db): Promise<Check> {
  return withTimeout(db.execute(sql`select 1`)).then(
    () => 'up',
    () => 'down',
  );
}

async function checkRedis(): Promise<Check> {
  const redis = getRedis();
  if (!redis) return 'not_configured';
  return withTimeout(redis.then((client) => client.ping())).then(
    () => 'up',
    () => 'down',
  );
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);
}
