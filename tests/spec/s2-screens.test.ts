/**
 * Spec §2 "Screens and routes": every path the spec lists has a page in app/[locale], or is marked
 * `todo` with the issue that builds it. Private areas are checked against lib/auth/page-access.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRuleFor } from '@/lib/auth/page-access';

const APP = path.join(process.cwd(), 'app/[locale]');
const GROUPS = ['(main)', '(auth)', '(start-teaching)'];

/** Whether some route group has a page for this spec path ({x} placeholders are dynamic segments). */
function hasPage(specPath: string): boolean {
  const parts = specPath.split('/').filter(Boolean);
  const walk = (dir: string, rest: string[]): boolean => {
    if (rest.length === 0) {
      if (fs.existsSync(path.join(dir, 'page.tsx'))) return true;
      // An optional catch-all serves its parent path too.
      return fs.existsSync(dir) && fs.readdirSync(dir).some((entry) => entry.startsWith('[[...') && fs.existsSync(path.join(dir, entry, 'page.tsx')));
    }
    if (!fs.existsSync(dir)) return false;
    const [head, ...tail] = rest;
    const entries = fs.readdirSync(dir);
    const literal = entries.includes(head!) && walk(path.join(dir, head!), tail);
    const dynamic = head!.startsWith('{') && entries.some((entry) => /^\[[^.]/.test(entry) && walk(path.join(dir, entry), tail));
    const catchAll = entries.some((entry) => entry.startsWith('[[...') && fs.existsSync(path.join(dir, entry, 'page.tsx')));
    return literal || dynamic || catchAll;
  };
  return GROUPS.some((group) => walk(path.join(APP, group), parts));
}

const BUILT = [
  '/', '/faq', '/app', '/about-us', '/contact-us', '/terms', '/student-panel-guide', '/feedback-gallery', '/abroad',
  '/abroad/{country}', '/tutor/{name}', '/tutor-list', '/tutor-list/{param1}/{param2}', '/best-tutor-list', '/tutor-price',
  '/school', '/list/tehran', '/view-slug',
  '/auth/login', '/auth/logout', '/auth/login-by-shortcut-link/{id}', '/auth/password', '/auth/set-password',
  '/auth/change-password', '/auth/confirm-code', '/auth/confirm-code-password', '/auth/confirm-code-forget-password',
  '/profile/dashboard', '/dashboard',
  '/tutor-suggestion', '/tutor-suggestion/successful', '/tutor-request/form', '/tutor-request/form/address-details',
  '/tutor-request/form/calendar', '/tutor-request/form/class-info', '/tutor-request/form/student-info',
  '/tutor-request/form/supplementary', '/tutor-request/form/teaching-price', '/tutor-request/form-finish',
  '/tutor-request/reassign/{id}', '/tutor-request/successful/{id}', '/tutor-request/tracking/{id}',
  '/tutor-request/tracking/{id}/prepayment', '/tutor-request/tracking/{id}/success', '/profile/dashboard/my-requests',
  '/start-teaching', '/start-teaching/personal-info', '/start-teaching/postal-address', '/start-teaching/education-resume',
  '/start-teaching/old-teacher', '/start-teaching/sign-agreement', '/start-teaching/teaching-courses',
  '/start-teaching/teaching-experiences', '/start-teaching/teaching-info', '/start-teaching/ticket', '/start-teaching/ticket/{id}',
  '/start-teaching/ticket/new', '/start-teaching/upload-documents', '/start-teaching/upload-video', '/start-teaching/upload-picture',
  '/start-teaching/tracking',
  // Issue 18: the wallet, transactions, discounts and the bill's variants.
  '/profile/dashboard/wallet', '/profile/dashboard/transaction', '/profile/dashboard/discounts',
  '/profile/dashboard/my-classes/bill/{uuid}', '/profile/dashboard/my-classes/bill/{uuid}/{variant}',
];

// Spec paths a later issue builds: `'the … issue (N)': [paths]` (none left today).
const NOT_YET: Record<string, string[]> = {};

describe('§2 screens and routes', () => {
  it.each(BUILT)('"%s" has a page', (specPath) => {
    expect(hasPage(specPath), specPath).toBe(true);
  });

  for (const [issue, paths] of Object.entries(NOT_YET)) {
    for (const specPath of paths) it.todo(`"${specPath}" (built by ${issue})`);
  }

  it('finds no page for a path the app does not have (the check can fail)', () => {
    expect(hasPage('/no-such-page')).toBe(false);
    expect(hasPage('/tutor-request/tracking/{id}/refund')).toBe(false);
  });

  it('"Layouts: auth, main, start-teaching": each is a route group with its own layout', () => {
    for (const group of GROUPS) expect(fs.existsSync(path.join(APP, group, 'layout.tsx')), group).toBe(true);
  });

  it('"/tutor-request/form … requires auth", "/tutor-suggestion requires auth", "The teacher dashboard is at /dashboard": private in the page table', () => {
    for (const specPath of ['/start-teaching', '/start-teaching/upload-video', '/start-teaching/ticket/3', '/tutor-request/form', '/tutor-request/reassign/1', '/tutor-request/tracking/1/prepayment', '/tutor-suggestion', '/dashboard', '/profile/dashboard/wallet']) {
      expect(pageRuleFor(specPath).access, specPath).not.toBe('public');
    }
  });

  it('"The following use the auth-mobile guard": the six sign-in steps', () => {
    for (const step of ['password', 'set-password', 'change-password', 'confirm-code', 'confirm-code-password', 'confirm-code-forget-password']) {
      expect(pageRuleFor(`/auth/${step}`).needsSignInMobile, step).toBe(true);
    }
  });
});
