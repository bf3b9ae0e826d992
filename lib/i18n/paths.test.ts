import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { getPathname } from './paths';
import { locales, routing } from './routing';

const nextIntl = createNavigation(routing);

describe('getPathname', () => {
  const hrefs = [
    '/',
    '/?q=1',
    '/faq',
    '/faq?x=2#top',
    '/tutor-list/math/tehran?page=2',
    '/tutor/sara-ahmadi-12',
    'https://example.com/x',
    'relative/path',
    '#main',
  ];
  it.each(locales.flatMap((locale) => hrefs.map((href) => [locale, href] as const)))('%s %s agrees with next-intl', (locale, href) => {
    expect(getPathname({ href, locale })).toBe(nextIntl.getPathname({ href, locale }));
  });

  it('prefixes only English', () => {
    expect(getPathname({ href: '/', locale: 'en-US' })).toBe('/en-US');
    expect(getPathname({ href: '/faq', locale: 'en-US' })).toBe('/en-US/faq');
    expect(getPathname({ href: '/faq', locale: 'fa' })).toBe('/faq');
  });
});
