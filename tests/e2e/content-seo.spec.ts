import { expect, test } from '@playwright/test';
import { readSitemap } from './support/sitemap';

test('sitemap.xml is an index of files that list tutors, landing pages and content pages with hreflang alternates', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  expect(await response.text()).toMatch(
    /^<\?xml[^>]*>\s*<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\s*<sitemap><loc>https?:\/\/[^<]+\/sitemaps\/0\.xml<\/loc><\/sitemap>/,
  );
  const file = await request.get('/sitemaps/0.xml');
  expect(file.headers()['content-type']).toContain('xml');
  expect(file.headers()['cache-control']).toMatch(/public, max-age=\d+/);
  expect((await request.get('/sitemaps/99.xml')).status()).toBe(404);
  const xml = await readSitemap(request);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const list = await (await request.get('/api/www/v2/tutor/list/fetch?per_page=1')).json();
  const activeTutors = list.data.pagination.total;
  expect(activeTutors).toBeGreaterThan(100);
  expect(locs.filter((path) => /^\/tutor\/[^/]+$/.test(path)).length).toBe(activeTutors);
  expect(locs.filter((path) => /^\/en-US\/tutor\/[^/]+$/.test(path)).length).toBe(activeTutors);
  for (const path of ['/', '/faq', '/contact-us', '/abroad/germany', '/list/tehran', '/view-slug', '/en-US/about-us', '/tutor-list/ielts']) {
    expect(locs).toContain(path);
  }
  expect(locs.some((path) => /^\/tutor-list\/[a-z0-9-]+\/[a-z0-9-]+$/.test(path))).toBe(true);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en-US" href="[^"]+\/en-US\/about-us"/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="fa" href="[^"]+\/about-us"/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/about-us"/);
  expect(baseURL).toBeTruthy();
});

test('robots.txt points to the sitemap and keeps crawlers out of private areas', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  const areas = ['/auth', '/profile', '/dashboard', '/operator', '/tutor-request', '/tutor-suggestion', '/start-teaching'];
  for (const path of ['/api', ...areas, ...areas.map((area) => `/en-US${area}`)]) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});
