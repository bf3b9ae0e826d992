/**
 * Spec §6 "Roles and permissions". The 401 rule for calls ("An unauthenticated call that returns
 * 401 sends the user to login with redirect_url …") is checked in tests/spec/s8-errors.test.ts and
 * tests/e2e/sign-in-return.spec.ts; the roles' own pages in tests/e2e/dashboards.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '@/lib/auth/access';
import { guardRedirect } from '@/lib/auth/guards';
import { grantRole } from '@/server/auth/roles';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 1 });
});
afterAll(() => handle.close());

describe('§6 roles and permissions', () => {
  it('"Roles: visitor, logged-in user (student or parent), teacher (via start-teaching)"', () => {
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('user', null)).toBe(false);
    expect(canAccess('user', [])).toBe(true);
    expect(canAccess('teacher', [])).toBe(false);
    expect(canAccess('teacher', ['teacher'])).toBe(true);
  });

  it.each([
    '/tutor-request/form',
    '/tutor-request/reassign/7',
    '/tutor-request/tracking/7',
    '/tutor-request/tracking/7/prepayment',
    '/tutor-request/tracking/7/success',
    '/tutor-suggestion',
  ])(
    '"Auth-guarded pages: tutor-request form, reassign, tracking (and its prepayment and success), tutor-suggestion": %s sends a visitor to login and back',
    (page) => {
      expect(guardRedirect(page, '?teacher_request_id=7', {})).toBe(`/auth/login?redirect_url=${encodeURIComponent(`${page}?teacher_request_id=7`)}`);
      expect(guardRedirect(page, '', { session: 'token' })).toBeNull();
    },
  );

  it('"Other permissions … are not shown" (ours, docs/decisions.md "Access"): a signed-in user without the teacher role is refused the teacher calls', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    expect((await callApi('/www/v1/teacher/overview', { token })).status).toBe(403);
    await grantRole(handle.db, (await findUserByMobile(handle.db, mobile))!.id, 'teacher');
    expect((await callApi('/www/v1/teacher/overview', { token })).status).toBe(200);
    expect((await callApi('/www/v1/teacher/overview')).status).toBe(401);
  });
});
