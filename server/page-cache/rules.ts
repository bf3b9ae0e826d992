import { CACHE_MINUTES } from '@/lib/cache-lifetimes';
import { canonicalListQuery } from '@/lib/tutors/list-url';

/**
 * Which public pages an anonymous visitor gets from the page cache, for how long, which changes
 * make them stale, and which query parameters each reads (docs/decisions.md "Public pages from the
 * page cache (issue 20)" and "Page cache keys (issue 36)"). Pure: the server script asks it for
 * every request (scripts/serve.ts → server/page-cache).
 */
export interface PagePlan {
  /**
   * The page's canonical address: its path and only the query parameters the page reads, in
   * their canonical order and form. It is what the cache renders and keys on (with the build id),
   * so `?zz=1` or `?page=abc` is the same page as no query at all.
   */
  url: string;
  /** The locale the page is in: `fa` unprefixed, `en-US` under /en-US. */
  locale: 'fa' | 'en-US';
  /** The family the page belongs to: the cache keeps at most `PAGE_FAMILIES[family]` of them. */
  family: PageFamily;
  lifetimeMinutes: number;
  /** Tags whose change makes the page stale: `tutor-lists`, `tutor:{username}`. */
  tags: string[];
}

/**
 * How many pages of each family the cache keeps (both languages, every build), the oldest written
 * going first: a bound on its memory whatever addresses visitors make up. A page takes 70–190 KB in
 * Redis (HTML and its gzip; a list about 130 KB), so all families together stay under about 130 MB.
 */
export const PAGE_FAMILIES = {
  home: 4,
  content: 120,
  'tutor-lists': 400,
  'tutor-price': 150,
  profiles: 600,
} as const;
export type PageFamily = keyof typeof PAGE_FAMILIES;

/** Every tutor list, best list, price page and the home page show many tutors. */
export const TUTOR_LISTS_TAG = 'tutor-lists';
export const tutorTag = (username: string) => `tutor:${username.toLowerCase()}`;

const CONTENT_PAGES = new Set(['/faq', '/about-us', '/terms', '/abroad', '/school', '/feedback-gallery', '/student-panel-guide', '/app', '/contact-us']);

/** A page that reads no query parameter: every query string is the same page. */
const noQuery = () => '';

interface Rule {
  family: PageFamily;
  lifetimeMinutes: number;
  tags: string[];
  /** The canonical query string of what the page reads (`?page=2`, '' for none); null when the page redirects instead. */
  query: (search: URLSearchParams) => string | null;
}

function ruleFor(path: string): Rule | null {
  if (path === '/') return { family: 'home', lifetimeMinutes: CACHE_MINUTES.topTeachers, tags: [TUTOR_LISTS_TAG], query: noQuery };
  if (CONTENT_PAGES.has(path) || /^\/abroad\/[^/]+$/.test(path)) return { family: 'content', lifetimeMinutes: CACHE_MINUTES.content, tags: [], query: noQuery };
  if (path === '/list/tehran') return { family: 'content', lifetimeMinutes: CACHE_MINUTES.tutorLists, tags: [TUTOR_LISTS_TAG], query: noQuery };
  // lib/tutors/list-page.server.ts: the path names course and place, the query the filters.
  if (/^\/(tutor-list|best-tutor-list)(\/[^/]+){0,4}$/.test(path)) {
    return { family: 'tutor-lists', lifetimeMinutes: CACHE_MINUTES.tutorLists, tags: [TUTOR_LISTS_TAG], query: canonicalListQuery };
  }
  if (/^\/tutor-price(\/[^/]+){0,4}$/.test(path)) {
    return { family: 'tutor-price', lifetimeMinutes: CACHE_MINUTES.priceNumbers, tags: [TUTOR_LISTS_TAG], query: canonicalListQuery };
  }
  // Tutors' video packages (issue 33): the catalogue and each package, stale when a tutor changes one (tutorsChanged).
  if (path === '/tutor-package' || /^\/tutor-package\/[1-9]\d{0,9}$/.test(path)) {
    return { family: 'profiles', lifetimeMinutes: CACHE_MINUTES.tutorLists, tags: [TUTOR_LISTS_TAG], query: noQuery };
  }
  const profile = /^\/tutor\/([^/]+)$/.exec(path);
  if (profile) {
    let name: string;
    try {
      name = decodeURIComponent(profile[1]!);
    } catch {
      return null;
    }
    return { family: 'profiles', lifetimeMinutes: CACHE_MINUTES.tutorLists, tags: [tutorTag(name)], query: noQuery };
  }
  return null;
}

/**
 * The plan for a page address as asked (`/en-US/tutor-list?zz=1&page=2`), with its canonical
 * address (`/en-US/tutor-list?page=2`), or null when it is not cached.
 */
export function pagePlan(url: string): PagePlan | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.includes('//') || (pathname.length > 1 && pathname.endsWith('/'))) return null;
  const english = pathname === '/en-US' || pathname.startsWith('/en-US/');
  const path = english ? pathname.slice('/en-US'.length) || '/' : pathname;
  if (!english && (path === '/fa' || path.startsWith('/fa/'))) return null;
  const rule = ruleFor(path);
  if (!rule) return null;
  const query = rule.query(new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)));
  if (query === null) return null;
  const { family, lifetimeMinutes, tags } = rule;
  return { url: `${pathname}${query}`, locale: english ? 'en-US' : 'fa', family, lifetimeMinutes, tags };
}
