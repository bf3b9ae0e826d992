import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { tutors } from '@/server/db/schema';
import { SITE_URL } from '@/lib/seo.server';
import { clearSitemapCache, sitemapEntries } from './sitemap';

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
