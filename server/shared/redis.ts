import type { Redis } from 'ioredis';
import { serverConfig } from '@/server/config';
import { logger } from '@/server/observability/logger';

/**
 * The shared Redis that several app servers agree through (rate limits, cache invalidation, upload
 * locks). Absent REDIS_URL, there is none and callers fall back to their one-process defaults.
 */
const state = globalThis as unknown as { __redis?: Promise<Redis> | null };

export function redisConfigured(): boolean {
  return Boolean(serverConfig().redis.url);
}

/** Every key this deployment writes starts with this prefix (tests give each run its own). */
export function redisKeyPrefix(): string {
  return serverConfig().redis.keyPrefix;
}

export function getRedis(): Promise<Redis> | null {
  if (state.__redis !== undefined) return state.__redis;
  const url = serverConfig().redis.url;
  state.__redis = url ? connect(url) : null;
  return state.__redis;
}

/**
 * Every connection alike: commands fail fast while Redis is away instead of queueing forever
 * (callers decide what to do), and the reconnect errors are logged at most once per 30 s
 * (readiness reports the outage).
 */
async function connect(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  let lastWarned = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarned < 30_000) return;
    lastWarned = Date.now();
    logger().warn({ err: error.message }, 'redis: connection error');
  });
  return redis;
}

/** A second connection, for subscribing (a subscribed connection can do nothing else). */
export async function newRedisConnection(): Promise<Redis | null> {
  const url = serverConfig().redis.url;
  return url ? connect(url) : null;
}

export async function closeRedis(): Promise<void> {
  const redis = await state.__redis;
  state.__redis = undefined;
  await redis?.quit().catch(() => undefined);
}
