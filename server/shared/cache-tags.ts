import { getRedis, redisKeyPrefix } from '@/server/shared/redis';
import { registerProcessCache } from '@/server/shared/ttl-cache';

/**
 * Versions of cache tags (`tutor-lists`, `tutor:{username}`): a cached page remembers the
 * versions it was rendered at and is stale once one moved. Kept in Redis when it is configured, so
 * every server of a cluster sees a change at once; in this process otherwise.
 */
// On globalThis: Next bundles each route with its own copy of this module, and the server script
// has another; without Redis they must still agree on one set of versions in this process.
const shared = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
const LOCAL = Symbol.for('tutorly.cache-tag-versions');
const local = (shared[LOCAL] ??= new Map<string, number>());
registerProcessCache(local);
const keyOf = (tag: string) => `${redisKeyPrefix()}cache-tag:${tag}`;

export async function tagVersions(tags: readonly string[]): Promise<Record<string, number>> {
  if (tags.length === 0) return {};
  const redis = await getRedis();
  const values = redis ? await redis.mget(...tags.map(keyOf)) : tags.map((tag) => String(local.get(tag) ?? 0));
  return Object.fromEntries(tags.map((tag, i) => [tag, Number(values[i] ?? 0)]));
}

/** Marks everything rendered with these tags stale, on every server. */
export async function bumpTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  const redis = await getRedis();
  if (!redis) {
    for (const tag of unique) local.set(tag, (local.get(tag) ?? 0) + 1);
    return;
  }
  const batch = redis.multi();
  for (const tag of unique) batch.incr(keyOf(tag));
  await batch.exec();
}
