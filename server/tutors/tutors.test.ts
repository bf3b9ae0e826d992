import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { generateTutor } from '@/server/db/seed/generate-tutors';
import type { TutorCard } from '@/lib/schemas/tutor-answers';
import { tutors } from '@/server/db/schema';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 150 });
});
afterAll(() => handle.close());

const list = async (query: string, locale = 'en-US') => callApi(`/www/v2/tutor/list/fetch${query}`, { locale });

describe('tutor list', () => {
  it('answers 8 cards by default with pagination, cached for 15 minutes', async () => {
    const { status, body, headers } = await list('');
    expect(status).toBe(200);
    expect(body.data.tutors).toHaveLength(8);
    const total = await handle.db.$count(tutors);
    expect(body.data.pagination).toEqual({ page: 1, per_page: 8, total, last_page: Math.ceil(total / 8) });
    const card: TutorCard = body.data.tutors[0];
    expect(card.teaching_price_formatted).toMatch(/^\d{1,3}(,\d{3})*(\.\d{2})?$/);
    expect(Number(card.teaching_price_formatted.replace(/,/g, '')) * 100).toBe(card.teaching_price);
    expect(card.courses.length).toBeGreaterThan(0);
    expect(headers.get('cache-control')).toContain('max-age=900');
  });

  it('pages do not overlap', async () => {
    const one = (await list('?page=1')).body.data.tutors.map((t: TutorCard) => t.id);
    const two = (await list('?page=2')).body.data.tutors.map((t: TutorCard) => t.id);
    expect(two).toHaveLength(8);
    expect(one.filter((id: number) => two.includes(id))).toEqual([]);
  });

  it('sorts by price both ways', async () => {
    const asc = (await list('?sort=price_asc&per_page=20')).body.data.tutors.map((t: TutorCard) => t.teaching_price);
    const desc = (await list('?sort=price_desc&per_page=20')).body.data.tutors.map((t: TutorCard) => t.teaching_price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(desc[0]);
  });

  it('filters by type, price, stars and gender', async () => {
    const { body } = await list('?type=offline&price_min=10&price_max=40&stars=4&gender=female&per_page=50');
    expect(body.data.tutors.length).toBeGreaterThan(0);
    for (const t of body.data.tutors as TutorCard[]) {
      expect(t.teaches_offline).toBe(true);
      expect(t.teaching_price).toBeGreaterThanOrEqual(1000);
      expect(t.teaching_price).toBeLessThanOrEqual(4000);
      expect(t.stars).toBeGreaterThanOrEqual(4);
      expect(t.gender).toBe('FEMALE');
    }
  });

  it('filters by course and by city from link parameters', async () => {
    const params = await callApi('/www/v2/tutor/list/link-parameters?slugs=high-school-math/tehran', { locale: 'fa' });
    expect(params.status).toBe(200);
    expect(params.body.data).toMatchObject({ path: 'high-school-math/tehran', course: { slug: 'high-school-math' }, city: { slug: 'tehran' } });
    const { course, city } = params.body.data;
    const { body } = await list(`?course_id=${course.id}&zn_city_id=${city.id}&per_page=50`);
    for (const t of body.data.tutors as TutorCard[]) {
      expect(t.courses.map((c) => c.id)).toContain(course.id);
      expect(t.city?.id).toBe(city.id);
    }
  });

  it('returns the chosen tutors for a comparison', async () => {
    const ids = (await list('?per_page=3')).body.data.tutors.map((t: TutorCard) => t.id);
    const { body } = await list(`?ids=${ids.join(',')}`);
    expect(body.data.tutors.map((t: TutorCard) => t.id).sort()).toEqual([...ids].sort());
  });

  it.each([
    ['per_page 0', '?per_page=0'],
    ['per_page too large', '?per_page=51'],
    ['per_page text', '?per_page=abc'],
    ['page 0', '?page=0'],
    ['page negative', '?page=-1'],
    ['page huge', `?page=${'9'.repeat(40)}`],
    ['page fractional', '?page=1.5'],
    ['unknown sort', '?sort=random'],
    ['unknown type', '?type=hybrid'],
    ['bad course id', '?course_id=abc'],
    ['price range reversed', '?price_min=50&price_max=10'],
    ['stars above 5', '?stars=6'],
    ['bad ids', '?ids=1,,2'],
    ['ids beyond the id range', '?ids=1,2147483648'],
    ['unknown field', '?foo=1'],
  ])('rejects %s with 422', async (_, query) => {
    for (const path of ['fetch', 'best-list']) {
      const { status, body } = await callApi(`/www/v2/tutor/list/${path}${query}`, { locale: 'fa' });
      expect(status).toBe(422);
      expect(body.status).toBe('ERROR');
      expect(body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('best list', () => {
  it('gives every fourth place to a new tutor', async () => {
    const { body } = await callApi('/www/v2/tutor/list/best-list?per_page=8');
    const cards: TutorCard[] = body.data.tutors;
    expect(cards).toHaveLength(8);
    expect(cards.map((c) => c.is_new)).toEqual([false, false, false, true, false, false, false, true]);
  });
});

describe('link parameters', () => {
  it.each([
    ['unknown slug', '?slugs=no-such-course'],
    ['two courses', '?slugs=high-school-math/geometry'],
    ['repeated slug', '?slugs=tehran/tehran'],
    ['unknown course id', '?course_id=999999'],
    ['city outside province', '?slugs=tehran-province/isfahan'],
  ])('answers 404 for %s', async (_, query) => {
    expect((await callApi(`/www/v2/tutor/list/link-parameters${query}`)).status).toBe(404);
  });

  it.each([
    ['six slugs', '?slugs=a/b/c/d/e/f'],
    ['uppercase', '?slugs=Tehran'],
    ['dots', '?slugs=../x'],
  ])('rejects %s with 422', async (_, q) => {
    expect((await callApi(`/www/v2/tutor/list/link-parameters${q}`)).status).toBe(422);
  });

  it('reads provinces, groups and online', async () => {
    const { body } = await callApi('/www/v2/tutor/list/link-parameters?slugs=online/school/tehran-province', { locale: 'en-US' });
    expect(body.data).toMatchObject({
      course_group: { name: 'School subjects' },
      province: { name: 'Tehran' },
      type: 'online',
      path: 'school/tehran-province/online',
    });
  });
});

describe('profile', () => {
  const tutor7 = generateTutor(7);

  it('answers a profile with reviews', async () => {
    const { status, body } = await callApi(`/www/v2/tutor/profile/${tutor7.username}`, { locale: 'fa' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ username: tutor7.username, full_name: tutor7.fullName, bio: tutor7.bio });
    expect(body.data.reviews.length).toBe(Math.min(3, tutor7.reviewsCount));
  });

  it('answers 301 with the new username for a former one', async () => {
    const { status, body } = await callApi('/www/v2/tutor/profile/teacher-7');
    expect(status).toBe(301);
    expect(body.errors).toEqual({ new_username: tutor7.username });
  });

  it('answers 404 for an unknown username and 422 for a malformed one', async () => {
    expect((await callApi('/www/v2/tutor/profile/nobody-here')).status).toBe(404);
    expect((await callApi('/www/v2/tutor/profile/Bad%20Name')).status).toBe(422);
  });

  it('lists the courses of a tutor by id', async () => {
    const { body } = await callApi(`/www/v2/tutor/profile/${tutor7.username}`);
    const courses = await callApi(`/www/v2/tutor/profile/courses/${body.data.id}`, { locale: 'en-US' });
    expect(courses.body.data.courses.map((c: { slug: string }) => c.slug).sort()).toEqual([...tutor7.courseSlugs].sort());
    expect((await callApi('/www/v2/tutor/profile/courses/999999')).status).toBe(404);
    expect((await callApi('/www/v2/tutor/profile/courses/abc')).status).toBe(422);
    expect((await callApi('/www/v2/tutor/profile/courses/-3')).status).toBe(422);
  });
});

describe('prices and top teachers', () => {
  it('answers min ≤ median ≤ max, cached for 20 minutes', async () => {
    const { body, headers } = await callApi('/www/v2/tutor/list/price-numbers?type=online');
    const { min, median, max, count, currency } = body.data;
    expect(currency).toBe('EUR');
    expect(count).toBeGreaterThan(0);
    expect(min).toBeLessThanOrEqual(median);
    expect(median).toBeLessThanOrEqual(max);
    expect(headers.get('cache-control')).toContain('max-age=1200');
  });

  it('answers a distribution whose counts add up, and cheap good tutors', async () => {
    const numbers = (await callApi('/www/v2/tutor/list/price-numbers')).body.data;
    const { body } = await callApi('/www/v2/tutor/list/price-page');
    expect(body.data.buckets.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(numbers.count);
    for (const t of body.data.cheapest_good as TutorCard[]) expect(t.stars).toBeGreaterThanOrEqual(4.5);
    // Spec §7: the price calls take the list query (tests/spec/s7-calls.test.ts).
    expect((await callApi('/www/v2/tutor/list/price-page?per_page=8')).status).toBe(200);
  });

  it('lists top teachers, cached for 30 minutes', async () => {
    const { body, headers } = await callApi('/www/v1/home/top-teachers');
    expect(body.data.tutors.length).toBeGreaterThan(0);
    expect(headers.get('cache-control')).toContain('max-age=1800');
  });
});
