import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cacheablePlan } from './handler';
import { PAGE_RENDER_HEADER, pageRenderSecret } from './render';

const visit = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { 'accept-language': 'fa', host: 'localhost:3000', ...headers } }) as unknown as IncomingMessage;

describe('which visits the page cache answers', () => {
  it('an anonymous page load of a public page, in either language', () => {
    expect(cacheablePlan(visit('/tutor-list'))).toMatchObject({ url: '/tutor-list', locale: 'fa' });
    expect(cacheablePlan(visit('/en-US/faq', { 'accept-language': 'de' }))).toMatchObject({ locale: 'en-US' });
    expect(cacheablePlan(visit('/faq', {}, 'HEAD'))).not.toBeNull();
  });

  it('never a signed-in visitor, so nobody\u2019s page reaches the cache or comes from it', () => {
    expect(cacheablePlan(visit('/tutor-list', { cookie: 'XSRF-TOKEN=a; auth_token=secret' }))).toBeNull();
  });

  it('not a visitor a form post just sent back, whose page shows the post’s answer', () => {
    expect(cacheablePlan(visit('/contact-us', { cookie: 'XSRF-TOKEN=a; form_flash=%7B%7D' }))).toBeNull();
  });

  it('not a visit the proxy would redirect or mark, nor a client navigation, nor the cache\u2019s own render', () => {
    // An English browser on an unprefixed address is sent to /en-US.
    expect(cacheablePlan(visit('/faq', { 'accept-language': 'en-US' }))).toBeNull();
    expect(cacheablePlan(visit('/faq', { cookie: 'i18n_redirected=en-US' }))).toBeNull();
    // First-touch attribution writes cookies: from a campaign, or from another site.
    expect(cacheablePlan(visit('/faq?utm_source=newsletter'))).toBeNull();
    expect(cacheablePlan(visit('/faq', { referer: 'https://www.google.com/search?q=tutor' }))).toBeNull();
    expect(cacheablePlan(visit('/faq', { referer: 'http://localhost:3000/tutor-list' }))).not.toBeNull();
    expect(cacheablePlan(visit('/faq', { rsc: '1' }))).toBeNull();
    expect(cacheablePlan(visit('/faq', {}, 'POST'))).toBeNull();
    expect(cacheablePlan(visit('/faq', { [PAGE_RENDER_HEADER]: pageRenderSecret() }))).toBeNull();
    // A guessed secret is just a visitor.
    expect(cacheablePlan(visit('/faq', { [PAGE_RENDER_HEADER]: 'guess' }))).not.toBeNull();
  });
});
