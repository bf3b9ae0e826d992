/**
 * Spec §9 lists lifetimes of 1440, 15, 30, 720 and 20 minutes without saying which list has
 * which; docs/decisions.md records this assignment. Used by the API's Cache-Control, the
 * server's in-memory caches and the browser's query and local caches.
 */
export const CACHE_MINUTES = {
  countries: 1440,
  provincesAndCities: 1440,
  navigation: 720,
  /** Informational pages, FAQ, testimonials, internal links, schools, study-abroad countries. */
  content: 720,
  topTeachers: 30,
  priceNumbers: 20,
  tutorLists: 15,
} as const;

export type CachedList = keyof typeof CACHE_MINUTES;

export function cacheMs(list: CachedList): number {
  return CACHE_MINUTES[list] * 60_000;
}

/** A public, shared-cacheable Cache-Control value for a list. */
export function publicCacheControl(list: CachedList): string {
  const seconds = CACHE_MINUTES[list] * 60;
  return `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=60`;
}
