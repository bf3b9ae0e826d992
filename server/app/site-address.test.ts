import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import { siteAddressRedirect } from './site-address';

const navigate = (url: string, init: { method?: string; mode?: string } = {}) => {
  const parsed = new URL(url);
  return siteAddressRedirect({ method: init.method ?? 'GET', host: parsed.host, fetchMode: init.mode ?? 'navigate', path: parsed.pathname + parsed.search });
};

function siteAt(url: string) {
  process.env.SITE_URL = url;
  resetConfigForTests();
}

afterEach(() => {
  delete process.env.SITE_URL;
  resetConfigForTests();
});

describe('one address for a local run', () => {
  it('moves a page opened at 127.0.0.1 to the localhost SITE_URL names, path and query kept', () => {
    siteAt('http://localhost:3900');
    expect(navigate('http://127.0.0.1:3900/tutor-list?page=2')).toBe('http://localhost:3900/tutor-list?page=2');
  });

  it('leaves the address SITE_URL names, API calls, posts, other ports and other hosts alone', () => {
    siteAt('http://127.0.0.1:3900');
    expect(navigate('http://127.0.0.1:3900/')).toBeNull();
    expect(navigate('http://localhost:3900/api/www/v1/x', { mode: 'cors' })).toBeNull();
    expect(navigate('http://localhost:3900/', { method: 'POST' })).toBeNull();
    expect(navigate('http://localhost:3901/')).toBeNull();
    expect(navigate('http://tutorly.example:3900/')).toBeNull();
    expect(navigate('http://localhost:3900/')).toBe('http://127.0.0.1:3900/');
  });
});
