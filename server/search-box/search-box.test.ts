import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';

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
