import { MemoryLocker } from '@tus/server';
import type { Locker } from '@tus/utils';
import { getRedis, newRedisConnection, redisKeyPrefix } from '@/server/shared/redis';
import { RedisLocker } from './redis-locker';

/** One upload is written by one request at a time: across servers with Redis, else in this process. */
export async function createLocker(): Promise<Locker> {
  const redis = getRedis();
  if (!redis) return new MemoryLocker();
  const [commands, subscriber] = await Promise.all([redis, newRedisConnection()]);
  if (!subscriber) return new MemoryLocker();
  return RedisLocker.create({ redis: commands, subscriber, prefix: redisKeyPrefix() });
}
