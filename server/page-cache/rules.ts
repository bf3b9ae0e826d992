import { CACHE_MINUTES } from '@/lib/cache-lifetimes';

/**
 * Which public pages an anonymous visitor gets from the page cache, for how long, and which
 * changes make them stale (docs/decisions.md "Public pages from the page cache (issue 20)").
 * Pure: the server script asks it for every request (scripts/serve.ts → server/page-cache).
 */
export interface PagePlan {
  /** The page's address as asked: path and query (the cache key, with the build id). */
  url: string;
  /** The locale the page is in: `fa` unprefixed, `en-US` under /en-US. */
  locale: 'fa' | 'en-US';
  lifetimeMinutes: number;
  /** Tags whose change makes the page stale: `tutor-lists`, `tutor:{username}`. */
  tags: string[];
}

/** Every tutor list, best list, price page and the home page show many tutors. */
export const TUTOR_LISTS_TAG = 'tutor-lists';
export const tutorTag = (username: string) => `tutor:${username.toLowerCase()}`;

const CONTENT_PAGES = new Set(['/faq', '/about-us', '/terms', '/abroad', '/school', '/feedback-gallery', '/student-panel-guide', '/app', '/contact-us']);
const MAX_QUERY = 256;

function planFor(path: string): Omit<PagePlan, 'url' | 'locale'> | null {
  if (path === '/') return { lifetimeMinutes: CACHE_MINUTES.topTeachers, tags: [TUTOR_LISTS_TAG] };
  if (CONTENT_PAGES.has(path) || /^\/abroad\/[^/]+$/.test(path)) return { lifetimeMinutes: CACHE_MINUTES.content, tags: [] };
  if (/^\/(tutor-list|best-tutor-list)(\/[^/]+){0,4}$/.test(path) || path === '/list/tehran') {
    return { lifetimeMinutes: CACHE_MINUTES.tutorLists, tags: [TUTOR_LISTS_TAG] };
  }
  if (/^\/tutor-price(\/[^/]+){0,4}$/.test(path)) return { lifetimeMinutes: CACHE_MINUTES.priceNumbers, tags: [TUTOR_LISTS_TAG] };
  const profile = /^\/tutor\/([^/]+)$/.exec(path);
  if (profile) {
    let name: string;
    try {
      name = decodeURIComponent(profile[1]!);
    } catch {
      return null;
    }
    return { lifetimeMinutes: CACHE_MINUTES.tutorLists, tags: [tutorTag(name)] };
  }
  return null;
}

/** The plan for a page address (`/en-US/tutor-list?page=2`), or null when it is not cached. */
export function pagePlan(url: string): PagePlan | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt !== -1 && url.length - queryAt > MAX_QUERY) return null;
  if (pathname.includes('//') || (pathname.length > 1 && pathname.endsWith('/'))) return null;
  const english = pathname === '/en-US' || pathname.startsWith('/en-US/');
  const path = english ? pathname.slice('/en-US'.length) || '/' : pathname;
  if (!english && (path === '/fa' || path.startsWith('/fa/'))) return null;
  const plan = planFor(path);
  return plan && { ...plan, url, locale: english ? 'en-US' : 'fa' };
}
