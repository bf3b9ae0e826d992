// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { Link } from './navigation';

function links(locale: string) {
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <Link href="/profile/dashboard">dashboard</Link>
      <Link href={{ pathname: '/operator/audit', query: { record_type: 'user', record_id: '7' } }}>audit</Link>
      <Link href="/">home</Link>
    </NextIntlClientProvider>,
  );
  return ['dashboard', 'audit', 'home'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
}

describe('Link', () => {
  it('points at the page in the current locale, paths and { pathname, query } alike', () => {
    expect(links('en-US')).toEqual(['/en-US/profile/dashboard', '/en-US/operator/audit?record_type=user&record_id=7', '/en-US']);
  });

  it('leaves Persian addresses unprefixed', () => {
    expect(links('fa')).toEqual(['/profile/dashboard', '/operator/audit?record_type=user&record_id=7', '/']);
  });
});
