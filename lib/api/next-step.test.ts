import { describe, expect, it } from 'vitest';
import { nextStepPath, safeRedirectPath } from './next-step';
import { currentSitePath } from './notifier';

describe('302 next_step directions', () => {
  it('maps steps to routes and fills params and queries', () => {
    expect(nextStepPath({ next_step: 'start-teaching.upload-video' })).toBe('/start-teaching/upload-video');
    expect(nextStepPath({ next_step: 'teacher-dashboard' })).toBe('/dashboard');
    expect(nextStepPath({ next_step: 'tutor-request.prepayment', params: { id: '12' } })).toBe('/tutor-request/tracking/12/prepayment');
    expect(nextStepPath({ next_step: 'tutor-request.form', queries: { teacher_request_id: '5' } })).toBe('/tutor-request/form?teacher_request_id=5');
    expect(nextStepPath({ route_name: 'auth.login' })).toBe('/auth/login');
  });

  it('refuses unknown steps and missing params', () => {
    expect(nextStepPath({ next_step: 'nowhere' })).toBeNull();
    expect(nextStepPath({ next_step: 'tutor-request.tracking' })).toBeNull();
  });
});

describe('redirect_url safety', () => {
  it('accepts only paths on this site', () => {
    expect(safeRedirectPath('/profile/dashboard?x=1')).toBe('/profile/dashboard?x=1');
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('//evil.example/')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });

  // Issue 16: each of these passed the old "starts with // or /\\" check; Chromium drops tabs and
  // newlines and reads a backslash as a slash, so on Persian pages (no locale prefix) they led away.
  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/\t\\evil.example/',
    '\t//evil.example/',
    ' //evil.example/',
    '/\\/evil.example/',
    '/profile\\..\\..\\/evil.example',
    '/..//evil.example/',
    '/.//evil.example/',
    '/%2e%2e//evil.example/',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    'http://evil.example/',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'profile/dashboard',
    '?x=1',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
    expect(safeRedirectPath(target, 'http://localhost:3000')).toBeNull();
  });

  it('answers the normalised same-origin path, and only its path', () => {
    expect(safeRedirectPath('/en-US/tutor-list?page=2#top')).toBe('/en-US/tutor-list?page=2#top');
    expect(safeRedirectPath('/a/../profile')).toBe('/profile');
    expect(safeRedirectPath('/%09/x')).toBe('/%09/x');
    expect(safeRedirectPath('http://localhost:3000/profile?x=1', 'http://localhost:3000')).toBe('/profile?x=1');
    expect(safeRedirectPath('http://localhost:3001/profile', 'http://localhost:3000')).toBeNull();
  });

  it('also guards the next_step map', () => {
    expect(nextStepPath({ next_step: 'tutor-request.tracking', params: { id: '/../..//evil.example' } })).toBe(
      '/tutor-request/tracking/%2F..%2F..%2F%2Fevil.example',
    );
  });
});

describe('the current page as redirect_url', () => {
  it('drops the locale prefix and keeps the query', () => {
    expect(currentSitePath({ pathname: '/en-US', search: '?a=1' })).toBe('/?a=1');
    expect(currentSitePath({ pathname: '/en-US/tutor-request/tracking/3', search: '' })).toBe('/tutor-request/tracking/3');
    expect(currentSitePath({ pathname: '/profile/dashboard', search: '?x=2' })).toBe('/profile/dashboard?x=2');
    expect(currentSitePath({ pathname: '/en-USA', search: '' })).toBe('/en-USA');
  });
});
