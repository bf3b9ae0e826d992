import { describe, expect, it } from 'vitest';
import { euroToCents, hoursFromCells, stepBody } from './form-data';
import { formStepAfter } from './form-steps';

describe('the request form without JavaScript', () => {
  it('joins ticked hours of a day into blocks', () => {
    expect(hoursFromCells(['1-1020', '1-1080', '1-1200', '6-600', 'x', '8-60', '1-1030'])).toEqual([
      { weekday: 1, start_minute: 1020, end_minute: 1140 },
      { weekday: 1, start_minute: 1200, end_minute: 1260 },
      { weekday: 6, start_minute: 600, end_minute: 660 },
    ]);
  });

  it('reads euros (Persian digits too) as cents and leaves anything else for the schema to refuse', () => {
    expect(euroToCents('12.5')).toBe(1250);
    expect(euroToCents('20')).toBe(2000);
    expect(euroToCents('abc')).toBe('abc');
    const form = new FormData();
    form.set('budget_min_cents', '۱۵');
    form.set('budget_max_cents', '۳۰');
    expect(stepBody('teaching-price', form)).toEqual({ budget_min_cents: 1500, budget_max_cents: 3000 });
  });

  it('skips the address step for online lessons', () => {
    expect(formStepAfter('calendar', false)).toBe('/tutor-request/form/teaching-price');
    expect(formStepAfter('calendar', true)).toBe('/tutor-request/form/address-details');
    expect(formStepAfter('supplementary', true)).toBe('/tutor-request/form-finish');
  });
});

describe('the sign-in on the way to a request', () => {
  it('is a TUTOR_REQUEST sign-in (spec §3 auth origins)', async () => {
    const { authOriginFor } = await import('@/lib/auth/flow');
    expect(authOriginFor('/tutor-request/new?tutor=sara&origin=profile')).toBe('TUTOR_REQUEST');
    expect(authOriginFor('/en-US/tutor-request/form?teacher_request_id=3')).toBe('TUTOR_REQUEST');
    expect(authOriginFor('/tutor-suggestion')).toBe('TUTOR_REQUEST');
    expect(authOriginFor('/profile/dashboard')).toBe('WEBSITE_LOGIN');
    expect(authOriginFor('/tutor-requests-fake')).toBe('WEBSITE_LOGIN');
    expect(authOriginFor(null)).toBe('WEBSITE_LOGIN');
    expect(authOriginFor('/en-US/start-teaching/personal-info')).toBe('START_TEACHING');
  });
});
