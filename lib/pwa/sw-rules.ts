/**
 * What the service worker may keep (pure rules, shared by sw/ and its tests). Pages behind a
 * sign-in can show private data, so they are never cached; everything under /api goes to the
 * network only.
 */
import { pageRuleFor } from '@/lib/auth/page-access';
import { defaultLocale, locales } from '@/lib/i18n/routing';

const NON_DEFAULT_LOCALES: readonly string[] = locales.filter((locale) => locale !== defaultLocale);
export const OFFLINE_PATH = '/offline';
/** The worker's cache of visited public pages. */
export const PAGES_CACHE = 'pages';

function splitLocale(pathname: string): { prefix: string; rest: string } {
  const first = pathname.split('/')[1] ?? '';
  if (NON_DEFAULT_LOCALES.includes(first)) {
    return { prefix: `/${first}`, rest: pathname.slice(first.length + 1) || '/' };
  }
  return { prefix: '', rest: pathname || '/' };
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isApiPath(pathname: string): boolean {
  return under(pathname, '/api');
}

export function isPrivatePage(pathname: string): boolean {
  // Pages that show a signed-in person's data or a sign-in step (lib/auth/page-access.ts).
  return pageRuleFor(splitLocale(pathname).rest).private;
}

/** The offline page in the language of the page the visitor asked for. */
export function offlinePageFor(pathname: string): string {
  return `${splitLocale(pathname).prefix}${OFFLINE_PATH}`;
}

/** Every locale's offline page, precached with the app shell. */
export const OFFLINE_PAGES = ['', ...NON_DEFAULT_LOCALES.map((l) => `/${l}`)].map((prefix) => `${prefix}${OFFLINE_PATH}`);

/**
 * Forgets every page the worker kept. Call it on logout: a public page rendered for a signed-in
 * visitor (a header with their name) must not reopen offline for the next person.
 */
export async function clearPageCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PAGES_CACHE);
}
