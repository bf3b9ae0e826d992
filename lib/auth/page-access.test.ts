import { describe, expect, it } from 'vitest';
import { NEXT_STEP_ROUTES } from '@/lib/api/next-step';
import { canAccess } from './access';
import { pageRuleFor, privatePathPrefixes } from './page-access';

describe('the page access table', () => {
  it.each([
    ['/', 'public', false],
    ['/tutor-list/math', 'public', false],
    ['/auth/login', 'public', true],
    ['/tutor-request/successful/3', 'public', true],
    ['/tutor-request/form/calendar', 'user', true],
    ['/profile/dashboard/wallet', 'user', true],
    ['/dashboard', 'teacher', true],
    ['/dashboard/', 'teacher', true],
    ['/dashboards', 'public', false],
    ['/operator/jobs', 'operator', true],
  ] as const)('%s needs %s (private: %s)', (path, access, isPrivate) => {
    expect(pageRuleFor(path)).toMatchObject({ access, private: isPrivate });
  });

  it('marks sign-in steps that need the entered number, and only those', () => {
    expect(pageRuleFor('/auth/confirm-code').needsSignInMobile).toBe(true);
    expect(pageRuleFor('/auth/login').needsSignInMobile).toBeFalsy();
  });

  it('lists each private area once for robots.txt', () => {
    expect(privatePathPrefixes()).toEqual(
      expect.arrayContaining(['/auth', '/tutor-request', '/tutor-suggestion', '/start-teaching', '/profile', '/dashboard', '/operator']),
    );
    expect(privatePathPrefixes()).not.toContain('/tutor-request/form');
  });
});

describe('roles', () => {
  it.each([
    ['public', null, true],
    ['user', null, false],
    ['user', [], true],
    ['teacher', [], false],
    ['teacher', ['teacher'], true],
    ['operator', ['teacher'], false],
    ['operator', ['operator'], true],
    ['operator', ['admin'], true],
    ['admin', ['operator'], false],
    ['admin', ['admin'], true],
  ] as const)('%s with roles %j: %s', (access, roles, allowed) => {
    expect(canAccess(access, roles)).toBe(allowed);
  });
});

describe('the next_step map agrees with the table', () => {
  it.each(Object.entries(NEXT_STEP_ROUTES).filter(([name]) => !['main.index', 'auth.login', 'tutor-request.successful'].includes(name)))(
    '%s (%s) is a page that needs a session',
    (_, path) => {
      const rule = pageRuleFor(path.replace(/\{\w+\}/g, '1'));
      expect(rule.private).toBe(true);
      expect(rule.access).not.toBe('public');
    },
  );
});
