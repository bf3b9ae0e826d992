import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards';

describe('route guards', () => {
  it.each([
    '/tutor-request/form',
    '/tutor-request/form/calendar',
    '/tutor-request/reassign/12',
    '/tutor-request/tracking/12/prepayment',
    '/tutor-suggestion',
    '/profile/dashboard/wallet',
    '/dashboard',
    '/operator/jobs',
    '/start-teaching/personal-info',
  ])('sends a visitor without a session from %s to login with the page to return to', (path) => {
    expect(guardRedirect(path, '?a=1', {})).toBe(`/auth/login?redirect_url=${encodeURIComponent(`${path}?a=1`)}`);
    expect(guardRedirect(path, '?a=1', { session: 'token' })).toBeNull();
  });

  it.each(['/', '/tutor-list/math', '/tutor-request/successful/3', '/profiles', '/dashboards', '/auth/login'])('lets %s through', (path) =>
    expect(guardRedirect(path, '', {})).toBeNull(),
  );

  it('sends sign-in steps without an entered number back to login, keeping the destination', () => {
    expect(guardRedirect('/auth/confirm-code', '', {})).toBe('/auth/login');
    expect(guardRedirect('/auth/password/', '?redirect_url=%2Fdashboard', {})).toBe('/auth/login?redirect_url=%2Fdashboard');
    expect(guardRedirect('/auth/set-password', '', { mobile: '+989121234567' })).toBeNull();
  });
});
