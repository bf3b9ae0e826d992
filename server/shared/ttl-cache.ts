/** A small in-process cache with expiry, for reference data the API serves over and over. */
export function createTtlCache<V>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
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
}
