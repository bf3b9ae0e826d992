import { describe, expect, it } from 'vitest';
import { pagePlan } from './rules';

describe('pagePlan', () => {
  it.each([
    ['/', 30, ['tutor-lists'], 'fa', 'home'],
    ['/en-US', 30, ['tutor-lists'], 'en-US', 'home'],
    ['/faq', 720, [], 'fa', 'content'],
    ['/en-US/abroad/germany', 720, [], 'en-US', 'content'],
    ['/list/tehran', 15, ['tutor-lists'], 'fa', 'content'],
    ['/tutor-list/math', 15, ['tutor-lists'], 'fa', 'tutor-lists'],
    ['/en-US/tutor-list/math/tehran?page=2', 15, ['tutor-lists'], 'en-US', 'tutor-lists'],
    ['/best-tutor-list', 15, ['tutor-lists'], 'fa', 'tutor-lists'],
    ['/tutor-price/math', 20, ['tutor-lists'], 'fa', 'tutor-price'],
    ['/tutor/Sara-Karimi', 15, ['tutor:sara-karimi'], 'fa', 'profiles'],
    ['/en-US/tutor/%D8%B3%D8%A7%D8%B1%D8%A7', 15, ['tutor:\u0633\u0627\u0631\u0627'], 'en-US', 'profiles'],
  ])('%s is cached for %i minutes with tags %j', (url, minutes, tags, locale, family) => {
    expect(pagePlan(url)).toEqual({ url, lifetimeMinutes: minutes, tags, locale, family });
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
    '/dev/outbox',
  ])('%s is never cached', (url) => {
    expect(pagePlan(url)).toBeNull();
  });
});

describe('the address a page is cached under', () => {
  it.each([
    // Parameters no page reads are left out, however many or long.
    ['/en-US/tutor-list?zz=123', '/en-US/tutor-list'],
    [`/tutor-list?q=${'x'.repeat(300)}`, '/tutor-list'],
    ['/faq?page=2&sort=price_asc', '/faq'],
    ['/?fbclid=abc', '/'],
    ['/tutor/Sara-Karimi?page=3', '/tutor/Sara-Karimi'],
    // A list's filters (lib/tutors/list-url.ts) in their one order; defaults and bad values dropped, as the page drops them.
    ['/tutor-list/math?page=2&zz=1&sort=price_asc', '/tutor-list/math?sort=price_asc&page=2'],
    ['/tutor-list?stars=4.5&gender=female&type=online&price_max=40&price_min=10', '/tutor-list?type=online&price_min=10&price_max=40&stars=4.5&gender=female'],
    ['/tutor-list?page=1&sort=relevance', '/tutor-list'],
    ['/tutor-list?page=abc&sort=random&stars=7&price_min=-1', '/tutor-list'],
    ['/tutor-list?page=2&page=3', '/tutor-list?page=2'],
    ['/tutor-list?price_min=50&price_max=10', '/tutor-list?price_min=50'],
    ['/en-US/tutor-price/math?page=2&x=1', '/en-US/tutor-price/math?page=2'],
    ['/best-tutor-list?course=MATH%20!', '/best-tutor-list'],
  ])('%s is %s', (asked, canonical) => {
    expect(pagePlan(asked)?.url).toBe(canonical);
  });

  it('leaves the search form\u2019s course or place to the page, which redirects to the list\u2019s path', () => {
    expect(pagePlan('/tutor-list?course=math')).toBeNull();
    expect(pagePlan('/en-US/best-tutor-list?place=tehran&page=2')).toBeNull();
  });
});
