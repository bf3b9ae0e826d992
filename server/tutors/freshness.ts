/**
 * The tutor caches (lists, profiles, price pages, top tutors, the sitemap) hold public tutor data
 * for minutes; a change a tutor or a reviewer makes (a profile going live, a new price) clears them
 * in this process at once. Each cache registers its `clear` here.
 */
const forgetters = new Set<() => void>();

export function registerTutorCache(cache: { clear(): void }): void {
  forgetters.add(() => cache.clear());
}

export function forgetTutorCaches(): void {
  for (const forget of forgetters) forget();
}
