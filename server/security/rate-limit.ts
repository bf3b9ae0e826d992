import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@/server/api/errors';
import { getRedis, redisKeyPrefix } from '@/server/shared/redis';

export interface RateLimit {
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * With REDIS_URL the counters live in Redis, so every app server counts the same caller; without
 * it they live in this process. If Redis stops answering, a memory limiter stands in (insurance)
 * rather than letting every request through or failing them all.
 */
const globalForLimits = globalThis as unknown as { __rateLimiters?: Map<string, Promise<RateLimiterAbstract>> };
const limiters = (globalForLimits.__rateLimiters ??= new Map());

function keyPrefix(name: string): string {
  return `${redisKeyPrefix()}rl:${name}`;
}

async function createLimiter(limit: RateLimit): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: keyPrefix(limit.name), points: limit.points, duration: limit.durationSeconds };
  const redis = getRedis();
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({ ...options, storeClient: await redis, insuranceLimiter: new RateLimiterMemory(options) });
}

function limiterFor(limit: RateLimit): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    limiter = createLimiter(limit);
    limiters.set(limit.name, limiter);
  }
  return limiter;
}

/** Counts one use of `key`; over the limit → 429 with Retry-After and the caller's message. */
export async function consumeRateLimit(limit: RateLimit, key: string, message: (seconds: number) => string) {
  try {
    await (await limiterFor(limit)).consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new HttpError(429, message(seconds), undefined, { 'Retry-After': String(seconds) });
  }
}

/** Tests start each case with fresh counters (on every server, when they are shared). */
export async function resetRateLimits(): Promise<void> {
  limiters.clear();
  const redis = await getRedis();
  if (!redis) return;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix('')}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
