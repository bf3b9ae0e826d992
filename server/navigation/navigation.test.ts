import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb();
});
afterAll(() => handle.close());

describe('header navigation', () => {
  it('lists the course groups and important courses, cached for 720 minutes', async () => {
    const { status, body, headers } = await callApi('/www/v2/header-navigation/important-course-groups', { locale: 'fa' });
    expect(status).toBe(200);
    expect(body.data.course_groups.length).toBeGreaterThanOrEqual(7);
    expect(body.data.course_groups[0]).toEqual({
      course_group_id: expect.any(Number),
      name: expect.stringMatching(/[\u0600-\u06FF]/),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
    });
    expect(body.data.important_course.length).toBeGreaterThan(0);
    expect(headers.get('cache-control')).toContain('max-age=43200');
  });

  it('lists all courses of one group', async () => {
    const groups = (await callApi('/www/v2/header-navigation/important-course-groups')).body.data.course_groups;
    const id = groups[0].course_group_id;
    const { status, body } = await callApi(`/www/v2/header-navigation/all-courses?course_group_id=${id}`, { locale: 'en-US' });
    expect(status).toBe(200);
    expect(body.data.course_group_id).toBe(id);
    expect(body.data.courses.length).toBeGreaterThan(3);
    for (const course of body.data.courses) expect(course.course_group_id).toBe(id);
  });

  it('answers 404 in the envelope for an unknown group', async () => {
    const { status, body } = await callApi('/www/v2/header-navigation/all-courses?course_group_id=999999', { locale: 'en-US' });
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'ERROR', message: 'Course group not found.' });
  });

  it.each([
    ['missing', ''],
    ['not a number', '?course_group_id=abc'],
    ['negative', '?course_group_id=-4'],
    ['fractional', '?course_group_id=1.5'],
    ['huge', `?course_group_id=${'9'.repeat(400)}`],
    ['unknown extra field', '?course_group_id=1&x=1'],
  ])('rejects a %s course_group_id with 422 and a field message', async (_, query) => {
    const { status, body } = await callApi(`/www/v2/header-navigation/all-courses${query}`, { locale: 'fa' });
    expect(status).toBe(422);
    expect(body.status).toBe('ERROR');
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors[0]).toEqual({ field: expect.any(String), message: expect.stringMatching(/[\u0600-\u06FF]/) });
  });
});
