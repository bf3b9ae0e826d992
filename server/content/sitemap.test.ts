import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { tutors } from '@/server/db/schema';
import { SITE_URL } from '@/lib/seo.server';
import { tutorsChanged } from '@/server/tutors';
import { clearSitemapCache, SITEMAP_FILE_URLS, SITEMAP_PAGE_URLS, SITEMAP_TUTOR_IDS, sitemapFileXml, sitemapIndexXml, type SitemapSizes } from './sitemap';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 60 });
  clearSitemapCache();
});
afterAll(() => handle.close());

/** Every file the index names, read as a crawler does: each file's addresses and their alternates. */
async function crawl(sizes?: SitemapSizes) {
  const index = await sitemapIndexXml(handle.db, sizes);
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
  const read = [];
  for (let n = 0; n < files.length; n++) {
    const xml = (await sitemapFileXml(handle.db, n, sizes))!;
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      url: m[1]!.replaceAll('&amp;', '&'),
      alternates: Object.fromEntries([...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!.replaceAll('&amp;', '&')])),
    }));
    read.push({ file: files[n]!, xml, urls });
  }
  return read;
}

const tutorUrls = (username: string) => [`${SITE_URL}/tutor/${encodeURIComponent(username)}`, `${SITE_URL}/en-US/tutor/${encodeURIComponent(username)}`];

describe('sitemap entries', () => {
  it('lists every active tutor in both locales with hreflang alternates, and no inactive one', async () => {
    const urls = new Set((await crawl()).flatMap((file) => file.urls.map((u) => u.url)));
    // Only active tutors have a public page; in the PostgreSQL pass other files share this database.
    const rows = await handle.db.select({ username: tutors.username, active: tutors.isActive }).from(tutors);
    // Set lookups: the shared database can hold 10,000+ tutors, and toContain on a Set scans it.
    const wrong = rows.flatMap(({ username, active }) => tutorUrls(username).filter((url) => urls.has(url) !== active));
    expect(rows.some((row) => row.active)).toBe(true);
    expect(wrong).toEqual([]);
  });

  it('lists the content pages, study-abroad countries and tutor-list landing pages, each once, naming its alternates', async () => {
    const entries = (await crawl()).flatMap((file) => file.urls);
    const urls = entries.map((e) => e.url);
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
    expect(entries.find((e) => e.url === `${SITE_URL}/en-US/about-us`)?.alternates).toEqual({
      fa: `${SITE_URL}/about-us`,
      'en-US': `${SITE_URL}/en-US/about-us`,
      'x-default': `${SITE_URL}/about-us`,
    });
  });
});

describe('the sitemap index (issue 35)', () => {
  it('splits the addresses into files of at most the given size, named by the index, none empty, together holding each address once', async () => {
    const whole = (await crawl()).flatMap((file) => file.urls.map((u) => u.url));
    const sizes = { perFile: 40, tutorIds: 20 };
    const files = await crawl(sizes);
    expect(files.map((f) => f.file)).toEqual(files.map((_, n) => `${SITE_URL}/sitemaps/${n}.xml`));
    expect(files.length).toBeGreaterThan(3);
    for (const { urls } of files) {
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(sizes.perFile);
    }
    expect(files.flatMap((f) => f.urls.map((u) => u.url)).sort()).toEqual([...whole].sort());
    expect(await sitemapFileXml(handle.db, files.length, sizes)).toBeNull();
    expect(await sitemapFileXml(handle.db, -1, sizes)).toBeNull();
  });

  it('holds 5,000 addresses a file of pages and a range of 10,000 tutor ids a file of tutors, under the protocol limit of 50,000', async () => {
    expect(SITEMAP_FILE_URLS).toBe(50_000);
    // A file of pages is a fixed size, whatever the course-in-city pages (issue 35).
    expect(SITEMAP_PAGE_URLS).toBe(5_000);
    expect(SITEMAP_TUTOR_IDS * 2).toBeLessThanOrEqual(SITEMAP_FILE_URLS);
    expect(await sitemapIndexXml(handle.db)).toContain(`<loc>${SITE_URL}/sitemaps/0.xml</loc>`);
    const first = (await sitemapFileXml(handle.db, 0))!;
    expect(first).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(first).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/about-us"\/>/);
  });

  it('forgets a tutor taken off once the tutors change, in the index and in the files', async () => {
    const sizes = { perFile: 40, tutorIds: 20 };
    const [tutor] = await handle.db.select({ id: tutors.id, username: tutors.username }).from(tutors).where(eq(tutors.isActive, true)).limit(1);
    const listed = async () => new Set((await crawl(sizes)).flatMap((file) => file.urls.map((u) => u.url)));
    expect((await listed()).has(tutorUrls(tutor!.username)[0]!)).toBe(true);
    await handle.db.update(tutors).set({ isActive: false }).where(eq(tutors.id, tutor!.id));
    await tutorsChanged([tutor!.username]);
    expect((await listed()).has(tutorUrls(tutor!.username)[0]!)).toBe(false);
    await handle.db.update(tutors).set({ isActive: true }).where(eq(tutors.id, tutor!.id));
    await tutorsChanged([tutor!.username]);
  });
});
