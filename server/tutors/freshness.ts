import { TUTOR_LISTS_TAG, tutorTag } from '@/server/page-cache';
import type { Db } from '@/server/db/client';
import { afterCommit } from '@/server/db/after-commit';
import { bumpTags } from '@/server/shared/cache-tags';

/**
 * The tutor caches (lists, profiles, price pages, top tutors, the sitemap) hold public tutor data
 * for minutes; a change a tutor or a reviewer makes (a profile going live, a new price, a new
 * username) reaches every server at once: `tutorsChanged` clears them here and moves the
 * `tutor-lists` and `tutor:{username}` tags, and every other process clears its own caches when it
 * sees the `tutor-lists` version move (`observeTutorListsVersion`, from the page cache and a
 * poll in scripts/serve.ts). Each cache registers its `clear` here.
 */
// On globalThis: Next bundles each route (a page, the API, the sitemap) with its own copy of this
// module, so a cache registered by one copy must be forgotten when another copy hears of a change.
const REGISTRY = Symbol.for('tutorly.tutor-caches');
const shared = globalThis as unknown as Record<symbol, { forgetters: Set<() => void>; seenVersion: number | null } | undefined>;
const registry = (shared[REGISTRY] ??= { forgetters: new Set(), seenVersion: null });
const forgetters = registry.forgetters;

export function registerTutorCache(cache: { clear(): void }): void {
  forgetters.add(() => cache.clear());
}

function forgetHere(): void {
  for (const forget of forgetters) forget();
}

/**
 * A change to these tutors' public data: every server forgets it, and the pages showing it are
 * re-rendered. Given the transaction that made the change, once it has committed (server/db/after-commit.ts).
 */
export async function tutorsChanged(usernames: readonly string[], db?: Db): Promise<void> {
  const forget = async () => {
    forgetHere();
    await bumpTags([TUTOR_LISTS_TAG, ...usernames.map(tutorTag)]);
  };
  await (db ? afterCommit(db, forget) : forget());
}

/** Another process changed tutor data when the `tutor-lists` version moved: forget ours. */
export function observeTutorListsVersion(version: number): void {
  if (registry.seenVersion !== null && version !== registry.seenVersion) forgetHere();
  registry.seenVersion = version;
}
