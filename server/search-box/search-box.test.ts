import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { tutors } from '@/server/db/schema';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 120 });
});
afterAll(() => handle.close());

describe('search box', () => {
  it('suggests courses and cities by Persian or English name', async () => {
    const fa = await callApi(`/www/v1/search-box/search?q=${encodeURIComponent('ریاضی')}`, { locale: 'fa' });
    expect(fa.status).toBe(200);
    expect(fa.body.data.courses.length).toBeGreaterThan(0);
    for (const c of fa.body.data.courses) expect(c.name).toContain('ریاضی');
    const en = await callApi('/www/v1/search-box/search?q=tehr', { locale: 'en-US' });
    expect(en.body.data.cities.map((c: { slug: string }) => c.slug)).toContain('tehran');
  });

  it('finds tutors by the start of their name', async () => {
    const { body } = await callApi('/www/v1/search-box/search?q=sara', { locale: 'en-US' });
    for (const t of body.data.tutors) expect(t.full_name.toLowerCase().startsWith('sara')).toBe(true);
  });

  it.each([
    ['en-US', 's', (r: { fa: string; en: string }) => r.en],
    ['fa', 'س', (r: { fa: string; en: string }) => r.fa],
  ] as const)('suggests the first six active tutors in name order (%s)', async (locale, q, nameOf) => {
    const active = await handle.db.select({ fa: tutors.fullName, en: tutors.fullNameEn }).from(tutors).where(eq(tutors.isActive, true));
    const key = (name: string) => (locale === 'fa' ? name : name.toLowerCase());
    // Code-unit order is the index's byte order for these names (no characters beyond the BMP).
    const matching = active
      .map(nameOf)
      .filter((name) => key(name).startsWith(q))
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    expect(matching.length).toBeGreaterThan(6);
    const { body } = await callApi(`/www/v1/search-box/search?q=${encodeURIComponent(q)}`, { locale });
    expect(body.data.tutors.map((t: { full_name: string }) => t.full_name)).toEqual(matching.slice(0, 6));
  });

  it.each([
    ['empty', '?q='],
    ['missing', ''],
    ['too long', `?q=${'a'.repeat(61)}`],
    ['extra field', '?q=a&x=1'],
    ['NUL-bearing', '?q=ma%00th'],
  ])('rejects a %s query with 422', async (_, q) => {
    expect((await callApi(`/www/v1/search-box/search${q}`)).status).toBe(422);
  });

  it('lists provinces and the cities with in-person tutors, cached for a day', async () => {
    const provinces = await callApi('/www/v1/search-box/provinces', { locale: 'en-US' });
    expect(provinces.body.data.provinces).toHaveLength(31);
    expect(provinces.headers.get('cache-control')).toContain('max-age=86400');
    const all = (await callApi('/www/v1/search-box/cities')).body.data.cities;
    const offline = (await callApi('/www/v1/search-box/cities?teaching_type=OFFLINE')).body.data.cities;
    expect(offline.length).toBeGreaterThan(0);
    expect(offline.length).toBeLessThan(all.length);
    expect((await callApi('/www/v1/search-box/cities?teaching_type=HYBRID')).status).toBe(422);
  });

  it('lists tutoring courses, package courses and countries', async () => {
    const courses = (await callApi('/www/v1/search-box/tutoring-courses')).body.data.courses;
    const packages = (await callApi('/www/v1/search-box/tutoring-package-courses')).body.data.courses;
    expect(courses.length).toBeGreaterThan(0);
    // Only courses with published video packages (none without the demo accounts' packages: server/video-packages).
    expect(packages).toEqual([]);
    const countries = await callApi('/www/v2/search-box/countries');
    expect(countries.body.data.countries[0].iso2).toBe('IR');
  });
});
