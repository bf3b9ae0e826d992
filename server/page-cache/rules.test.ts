import { describe, expect, it } from 'vitest';
import { pagePlan } from './rules';

describe('pagePlan', () => {
  it.each([
    ['/', 30, ['tutor-lists'], 'fa'],
    ['/en-US', 30, ['tutor-lists'], 'en-US'],
    ['/faq', 720, [], 'fa'],
    ['/en-US/abroad/germany', 720, [], 'en-US'],
    ['/tutor-list/math', 15, ['tutor-lists'], 'fa'],
    ['/en-US/tutor-list/math/tehran?page=2', 15, ['tutor-lists'], 'en-US'],
    ['/best-tutor-list', 15, ['tutor-lists'], 'fa'],
    ['/tutor-price/math', 20, ['tutor-lists'], 'fa'],
    ['/tutor/Sara-Karimi', 15, ['tutor:sara-karimi'], 'fa'],
    ['/en-US/tutor/%D8%B3%D8%A7%D8%B1%D8%A7', 15, ['tutor:\u0633\u0627\u0631\u0627'], 'en-US'],
  ])('%s is cached for %i minutes with tags %j', (url, minutes, tags, locale) => {
    expect(pagePlan(url)).toEqual({ url, lifetimeMinutes: minutes, tags, locale });
  });

  it.each([
    '/profile/dashboard',
    '/dashboard',
    '/operator',
    '/auth/login',
    '/tutor-request/form',
    '/start-teaching',
    '/tutor-compare',
    '/fa/faq',
    '/faq/',
    '//faq',
    '/tutor/%E0%A4%A',
    `/tutor-list?q=${'x'.repeat(300)}`,
    '/dev/outbox',
  ])('%s is never cached', (url) => {
    expect(pagePlan(url)).toBeNull();
  });
});
