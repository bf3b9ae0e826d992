import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@/server/app/api';
import { routeSpecOf } from '@/server/api/define-route';
import type { FuzzRoute } from './requests';

// Raw-protocol endpoints that read headers and bytes or answer redirects, HTML or CSV, fuzzed by
// their own feature's test: a path and everything below it.
const FUZZED_ELSEWHERE = [
  '/api/file/v1/upload-tus', // server/uploads/fuzz.test.ts
  // server/payments/fuzz.test.ts
  '/api/sandbox-gateway',
  '/api/www/v1/payments/stripe-webhook',
  '/api/www/v1/invoice/:uuid/online-payment',
  '/api/www/v1/invoice/:uuid/callback',
  '/api/www/v1/wallet/transactions.csv',
  '/api/www/v1/conversations/:id/stream', // server/conversations/fuzz.test.ts (Server-Sent Events)
  '/api/www/v1/calendar', // server/calendar-feed/calendar-feed.test.ts ("never answers a made-up address … (fuzz)")
];
const fuzzedElsewhere = (path: string) => FUZZED_ELSEWHERE.some((entry) => path === entry || path.startsWith(`${entry}/`));

/** Every JSON route the app serves, read from the app itself; test-only and raw-protocol routes left out. */
export function discoverRoutes(): FuzzRoute[] {
  return api.routes.flatMap(({ method, path, handler }) => {
    const spec = routeSpecOf(handler);
    const skipped = path.startsWith('/api/test/') || fuzzedElsewhere(path);
    return spec && !skipped ? [{ method, path, spec }] : [];
  });
}

/** Everything the app mounts that is not middleware, so the test can prove it covered them all. */
export function mountedEndpoints(): string[] {
  return api.routes
    .filter(({ method, path }) => method !== 'ALL' && !path.startsWith('/api/test/'))
    .filter(({ path }) => !fuzzedElsewhere(path))
    .map(({ method, path }) => `${method} ${path}`);
}

/**
 * A page-side handler: an app/**\/route.ts outside the API that Next serves itself (a form post
 * that works without JavaScript, the join button's redirect), calling the API in-process. They are
 * fuzzed through the real server (tests/cluster/fuzz-server.test.ts, "page-side handlers").
 */
export interface PageHandler {
  /** The route file, from the repository's root. */
  file: string;
  method: 'GET' | 'POST';
  /** The address below the locale prefix; `:param` is its dynamic segment. */
  path: string;
  /** Values the dynamic segment takes besides fuzz. */
  param?: readonly string[];
  /** The dynamic segment is a record id: the test adds its own records' ids (as it does to a field `_id`). */
  idParam?: boolean;
  /** The form fields (POST) or query parameters (GET) it reads, each with values it acts on. */
  fields: Readonly<Record<string, readonly string[]>>;
}

const CLASS_PAGES = ['/profile/dashboard/my-classes', '/profile/dashboard/my-classes/1', '/dashboard?from=2027-01-11', '/operator/classes'];

export const PAGE_HANDLERS: readonly PageHandler[] = [
  // The sitemap index and its files (issue 35): a number past the last file, or no number, is a 404.
  { file: 'app/sitemap.xml/route.ts', method: 'GET', path: '/sitemap.xml', fields: {} },
  { file: 'app/sitemaps/[file]/route.ts', method: 'GET', path: '/sitemaps/:param', param: ['0.xml', '1.xml', '999999.xml', 'index.xml'], fields: {} },
  {
    file: 'app/[locale]/(main)/profile/dashboard/my-classes/act/route.ts',
    method: 'POST',
    path: '/profile/dashboard/my-classes/act',
    fields: {
      _action: [
        'held',
        'student-absent',
        'confirm',
        'dispute',
        'tutor-absent',
        'cancel',
        'reschedule',
        'accept',
        'decline',
        'withdraw',
        'resolve-held',
        'resolve-tutor-absent',
      ],
      _id: ['1'],
      _back: CLASS_PAGES,
      reason: ['I am ill'],
      starts_at: ['2027-01-12T10:30', '2027-03-28T02:30'],
      time_zone: ['Asia/Tehran', 'Europe/Berlin'],
    },
  },
  {
    file: 'app/[locale]/(main)/profile/dashboard/my-classes/join/[sessionId]/route.ts',
    method: 'GET',
    path: '/profile/dashboard/my-classes/join/:param',
    param: ['1'],
    idParam: true,
    fields: { back: CLASS_PAGES },
  },
  {
    file: 'app/[locale]/(main)/tutor-request/act/route.ts',
    method: 'POST',
    path: '/tutor-request/act',
    fields: {
      _action: ['start', 'save', 'accept', 'decline', 'submit', 'choose', 'cancel', 'reassign'],
      _id: ['1'],
      _step: ['class-info', 'student-info', 'calendar', 'address-details', 'teaching-price', 'supplementary'],
      _back: ['/profile/dashboard/my-requests'],
      _return: ['finish'],
      _confirm_needed: ['1'],
      confirm_release: ['1'],
      origin: ['profile', 'list'],
      course_id: ['1'],
      offer_id: ['1'],
      reason: ['Too far'],
    },
  },
  {
    file: 'app/[locale]/(main)/forms/[form]/route.ts',
    method: 'POST',
    path: '/forms/:param',
    param: ['contact', 'abroad', 'school'],
    fields: {
      _back: ['/contact-us', '/abroad', '/abroad/germany', '/view-slug'],
      full_name: ['Sara Ahmadi'],
      email: ['sara@example.org'],
      mobile: ['09121234567'],
      subject: ['other'],
      message: ['A question about lessons for my son.'],
    },
  },
];

/** Route files that are not page-side handlers: the API's catch-all (fuzzed route by route above) and the service worker. */
const NOT_PAGE_HANDLERS = ['app/api/[[...route]]/route.ts', 'app/sw.js/route.ts'];

/** Every app/**\/route.ts that is a page-side handler, so a test can prove PAGE_HANDLERS lists them all. */
export function pageHandlerFiles(): string[] {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return fs
    .readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.posix.join('app', ...file.split(path.sep)))
    .filter((file) => !NOT_PAGE_HANDLERS.includes(file))
    .sort();
}
