import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { tutors } from '@/server/db/schema';
import { SITE_URL } from '@/lib/seo.server';
import { clearSitemapCache, SITEMAP_FILE_URLS, sitemapEntries, sitemapFileXml, sitemapIndexXml } from './sitemap';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 60 });
  clearSitemapCache();
});
afterAll(() => handle.close());

describe('sitemap entries', () => {
  it('lists every active tutor in both locales with hreflang alternates', async () => {
    const entries = await sitemapEntries(handle.db);
    // Only active tutors have a public page; in the PostgreSQL pass other files share this database.
    const rows = await handle.db.select({ username: tutors.username }).from(tutors).where(eq(tutors.isActive, true));
    const urls = new Set(entries.map((e) => e.url));
    // Set lookups: the shared database can hold 10,000+ tutors, and toContain on a Set scans it.
    const missing = rows.flatMap(({ username }) =>
      [`${SITE_URL}/tutor/${encodeURIComponent(username)}`, `${SITE_URL}/en-US/tutor/${encodeURIComponent(username)}`].filter((url) => !urls.has(url)),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    const about = entries.find((e) => e.url === `${SITE_URL}/about-us`);
    expect(about?.alternates.languages).toEqual({
      fa: `${SITE_URL}/about-us`,
      'en-US': `${SITE_URL}/en-US/about-us`,
      'x-default': `${SITE_URL}/about-us`,
    });
  });

  it('lists the content pages, study-abroad countries and tutor-list landing pages', async () => {
    const urls = (await sitemapEntries(handle.db)).map((e) => e.url);
    for (const path of [
      '/faq',
      '/contact-us',
      '/abroad/germany',
      '/list/tehran',
      '/tutor-list/school',
      '/tutor-list/ielts',
      '/tutor-price/ielts',
      '/best-tutor-list/ielts',
    ]) {
      expect(urls).toContain(SITE_URL + path);
    }
    expect(urls.some((url) => /\/tutor-list\/[a-z0-9-]+\/[a-z0-9-]+$/.test(url))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('the sitemap index (issue 35)', () => {
  it('splits the addresses into files of at most the given size, named by the index, together holding each address once', async () => {
    const entries = await sitemapEntries(handle.db);
    const perFile = Math.ceil(entries.length / 3) + 1;
    const index = await sitemapIndexXml(handle.db, perFile);
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
    expect(files).toEqual([0, 1, 2].map((n) => `${SITE_URL}/sitemaps/${n}.xml`));
    const locs: string[] = [];
    for (let n = 0; n < files.length; n++) {
      const xml = (await sitemapFileXml(handle.db, n, perFile))!;
      const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      expect(urls.length).toBeLessThanOrEqual(perFile);
      locs.push(...urls);
    }
    expect(locs).toEqual(entries.map((entry) => entry.url));
    expect(await sitemapFileXml(handle.db, 3, perFile)).toBeNull();
    expect(await sitemapFileXml(handle.db, -1, perFile)).toBeNull();
  });

  it('holds 50,000 addresses a file, the protocol limit', async () => {
    expect(SITEMAP_FILE_URLS).toBe(50_000);
    expect(await sitemapIndexXml(handle.db)).toContain(`<loc>${SITE_URL}/sitemaps/0.xml</loc>`);
    const first = (await sitemapFileXml(handle.db, 0))!;
    expect(first).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(first).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/about-us"\/>/);
  });
});
