/**
 * Spec §2 "Screens and routes": every path the spec lists either has a page in app/[locale] or is
 * in NOT_YET, and nothing else is: "built" is read from the app's pages, so building a listed
 * path makes this file demand it leave NOT_YET, and a page removed makes it demand an entry.
 * Private areas are checked against lib/auth/page-access.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRuleFor } from '@/lib/auth/page-access';

const APP = path.join(process.cwd(), 'app/[locale]');
const GROUPS = ['(main)', '(auth)', '(start-teaching)'];

/** The app's pages as route patterns (`/tutor/[name]`, `/tutor-list/[[...params]]`), route groups left out. */
function appRoutes(): string[][] {
  const routes: string[][] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'page.tsx') routes.push(segments);
      if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
      const group = entry.name.startsWith('(') && entry.name.endsWith(')');
      walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name]);
    }
  };
  for (const group of GROUPS) walk(path.join(APP, group), []);
  return routes;
}

/** Whether a route pattern serves a spec path: `{x}` needs a dynamic segment, a literal the same folder. */
function serves(route: readonly string[], parts: readonly string[]): boolean {
  const [head, ...rest] = route;
  if (head === undefined) return parts.length === 0;
  if (head.startsWith('[[...')) return true;
  if (head.startsWith('[...')) return parts.length > 0;
  const [part, ...others] = parts;
  if (part === undefined) return false;
  const matches = head.startsWith('[') ? part.startsWith('{') : head === part;
  return matches && serves(rest, others);
}

const ROUTES = appRoutes();
const isBuilt = (specPath: string) => ROUTES.some((route) => serves(route, specPath.split('/').filter(Boolean)));

/** `/x/{param1?..param5?}`: the path with none up to five of its optional parameters. */
const optionalParams = (base: string) => [0, 1, 2, 3, 4, 5].map((n) => [base, ...Array.from({ length: n }, (_, i) => `{param${i + 1}}`)].join('/'));

/**
 * Every path spec §2 lists, in its order. The dashboard's sub-pages are named by the spec in words
 * only ("with detail per class", "with code"): their paths here are ours, and the issue that
 * builds one may rename it here with its page.
 */
const SPEC_PATHS = [
  // Public pages
  '/',
  '/faq',
  '/app',
  '/about-us',
  '/contact-us',
  '/terms',
  '/student-panel-guide',
  '/feedback-gallery',
  '/abroad',
  '/abroad/{country}',
  '/tutor/{name}',
  ...optionalParams('/tutor-list'),
  ...optionalParams('/best-tutor-list'),
  ...optionalParams('/tutor-price'),
  '/tutor-suggestion',
  '/tutor-suggestion/successful',
  '/school',
  '/list/tehran',
  '/view-slug',
  // Tutor request
  '/tutor-request/form',
  '/tutor-request/form/address-details',
  '/tutor-request/form/calendar',
  '/tutor-request/form/class-info',
  '/tutor-request/form/student-info',
  '/tutor-request/form/supplementary',
  '/tutor-request/form/teaching-price',
  '/tutor-request/form-finish',
  '/tutor-request/reassign/{id}',
  '/tutor-request/successful/{id}',
  '/tutor-request/tracking/{id}',
  '/tutor-request/tracking/{id}/prepayment',
  '/tutor-request/tracking/{id}/success',
  // Auth
  '/auth/login',
  '/auth/logout',
  '/auth/login-by-shortcut-link/{id}',
  '/auth/password',
  '/auth/set-password',
  '/auth/change-password',
  '/auth/confirm-code',
  '/auth/confirm-code-password',
  '/auth/confirm-code-forget-password',
  // Start teaching
  '/start-teaching',
  '/start-teaching/personal-info',
  '/start-teaching/postal-address',
  '/start-teaching/education-resume',
  '/start-teaching/old-teacher',
  '/start-teaching/sign-agreement',
  '/start-teaching/teaching-courses',
  '/start-teaching/teaching-experiences',
  '/start-teaching/teaching-info',
  '/start-teaching/ticket',
  '/start-teaching/ticket/{id}',
  '/start-teaching/ticket/new',
  '/start-teaching/upload-documents',
  '/start-teaching/upload-video',
  '/start-teaching/upload-picture',
  '/start-teaching/tracking',
  // Dashboard (student)
  '/profile/dashboard',
  '/profile/dashboard/my-requests',
  '/profile/dashboard/my-classes',
  '/profile/dashboard/my-classes/{id}',
  '/profile/dashboard/my-classes/{id}/session-deposit',
  '/profile/dashboard/my-classes/bill/{uuid}',
  '/profile/dashboard/my-classes/bill/{uuid}/{variant}',
  '/profile/dashboard/my-classes/{id}/survey',
  '/profile/dashboard/my-classes/faq',
  '/profile/dashboard/my-classes/{id}/purchase-discount-pack',
  '/profile/dashboard/wallet',
  '/profile/dashboard/loyalty-club',
  '/profile/dashboard/loyalty-club/{id}',
  '/profile/dashboard/loyalty-club/help',
  '/profile/dashboard/discounts',
  '/profile/dashboard/support',
  '/profile/dashboard/ticket',
  '/profile/dashboard/ticket/{id}',
  '/profile/dashboard/tutor-package',
  '/profile/dashboard/tutor-package/{id}',
  '/profile/dashboard/tutor-package/{id}/session/{sessionId}',
  '/profile/dashboard/transaction',
  '/profile/dashboard/email-verification',
  '/profile/dashboard/email-verification/code',
  // "The teacher dashboard is at /dashboard."
  '/dashboard',
];

/** Spec paths no page serves yet, by the part of the product that will build them. */
const NOT_YET: Record<string, string[]> = {};
const NOT_YET_PATHS = Object.values(NOT_YET).flat();

describe('§2 screens and routes', () => {
  it.each(SPEC_PATHS.filter((specPath) => !NOT_YET_PATHS.includes(specPath)))('"%s" has a page', (specPath) => {
    expect(isBuilt(specPath), `${specPath} has no page: build it, or list it in NOT_YET`).toBe(true);
  });

  it.each(NOT_YET_PATHS)('"%s" is not built yet, and listed so', (specPath) => {
    expect(SPEC_PATHS, `${specPath} is not a spec path`).toContain(specPath);
    expect(isBuilt(specPath), `${specPath} has a page now: remove it from NOT_YET`).toBe(false);
  });

  it('lists no path twice', () => {
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
    expect(new Set(NOT_YET_PATHS).size).toBe(NOT_YET_PATHS.length);
  });

  it('reads the pages the app has (the check can fail)', () => {
    expect(isBuilt('/no-such-page')).toBe(false);
    expect(isBuilt('/tutor-request/tracking/{id}/refund')).toBe(false);
    expect(isBuilt('/tutor-list/{param1}/{param2}')).toBe(true);
    expect(isBuilt('/start-teaching/ticket/new')).toBe(true);
    // A literal path is not built by a dynamic page that would take it as a parameter.
    expect(isBuilt('/tutor/compare')).toBe(false);
  });

  it('"Layouts: auth, main, start-teaching": each is a route group with its own layout', () => {
    for (const group of GROUPS) expect(fs.existsSync(path.join(APP, group, 'layout.tsx')), group).toBe(true);
  });

  it('"/tutor-request/form … requires auth", "/tutor-suggestion requires auth", "The teacher dashboard is at /dashboard": private in the page table', () => {
    for (const specPath of [
      '/start-teaching',
      '/start-teaching/upload-video',
      '/start-teaching/ticket/3',
      '/tutor-request/form',
      '/tutor-request/reassign/1',
      '/tutor-request/tracking/1/prepayment',
      '/tutor-suggestion',
      '/dashboard',
      '/profile/dashboard/wallet',
    ]) {
      expect(pageRuleFor(specPath).access, specPath).not.toBe('public');
    }
  });

  it('"The following use the auth-mobile guard": the six sign-in steps', () => {
    for (const step of ['password', 'set-password', 'change-password', 'confirm-code', 'confirm-code-password', 'confirm-code-forget-password']) {
      expect(pageRuleFor(`/auth/${step}`).needsSignInMobile, step).toBe(true);
    }
  });
});
