/** Spec §3 "Local cache entry": value, created time, expiry, unit (s, m, h, d). Default 5 minutes. */
export type CacheUnit = 's' | 'm' | 'h' | 'd';

export interface LocalCacheEntry<T> {
  value: T;
  created: number;
  expiry: number;
  unit: CacheUnit;
}

const UNIT_MS: Record<CacheUnit, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
export const DEFAULT_EXPIRY = { expiry: 5, unit: 'm' as CacheUnit };
const PREFIX = 'cache:';

export function expiresAt(entry: Pick<LocalCacheEntry<unknown>, 'created' | 'expiry' | 'unit'>): number {
  return entry.created + entry.expiry * UNIT_MS[entry.unit];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or blocked storage: behave as an empty cache
  }
}

export function setCached<T>(key: string, value: T, expiry = DEFAULT_EXPIRY.expiry, unit = DEFAULT_EXPIRY.unit, now = Date.now()) {
  const entry: LocalCacheEntry<T> = { value, created: now, expiry, unit };
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(entry));
  } catch {
    // Quota exceeded: the cache is an optimisation, never a requirement.
  }
}

export function getCached<T>(key: string, now = Date.now()): T | null {
  const store = storage();
  const raw = store?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as LocalCacheEntry<T>;
    if (!(entry.unit in UNIT_MS) || expiresAt(entry) <= now) {
      store?.removeItem(PREFIX + key);
      return null;
    }
    return entry.value;
  } catch {
    store?.removeItem(PREFIX + key);
    return null;
  }
}

export function removeCached(key: string): void {
  storage()?.removeItem(PREFIX + key);
}
