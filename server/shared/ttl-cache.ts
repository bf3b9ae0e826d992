/**
 * Every cache this process keeps (the TTL caches below, the page cache's memory store), so that
 * `forgetProcessCaches` can empty them all at once: the test setup does, between files that share
 * a worker's modules. On globalThis: Next bundles each route with its own copy of this module.
 */
const REGISTRY = Symbol.for('tutorly.process-caches');
const shared = globalThis as unknown as Record<symbol, Set<{ clear(): void }> | undefined>;
const processCaches = (shared[REGISTRY] ??= new Set());

export function registerProcessCache(cache: { clear(): void }): void {
  processCaches.add(cache);
}

export function forgetProcessCaches(): void {
  for (const cache of processCaches) cache.clear();
}

/** A small in-process cache with expiry, for reference data the API serves over and over. */
export function createTtlCache<V>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  const cache = {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
  registerProcessCache(cache);
  return cache;
}
