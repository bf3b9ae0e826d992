import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { schoolRequests } from '@/server/db/schema';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const valid = { full_name: 'Mina Ghorbani', mobile: '09121112233', grade: 7, message: 'Which middle schools near Vanak accept new students?' };
const post = (body: unknown) => callApi('/www/v1/schools/consultation-requests', { method: 'POST', body: JSON.stringify(body), locale: 'en-US' });

describe('schools', () => {
  it('lists the schools of Tehran, optionally of one level', async () => {
    const all = (await callApi('/www/v1/schools?city=tehran', { locale: 'fa' })).body.data;
    expect(all.city).toEqual({ slug: 'tehran', name: 'تهران' });
    expect(all.schools).toHaveLength(12);
    expect(all.schools[0]).toMatchObject({ name: 'دبیرستان البرز', level: 'HIGH' });
    const primary = (await callApi('/www/v1/schools?city=tehran&level=PRIMARY')).body.data.schools;
    expect(primary.length).toBe(4);
    for (const school of primary) expect(school.level).toBe('PRIMARY');
  });

  it.each([
    ['an unknown city', '?city=atlantis', 404],
    ['no city', '', 422],
    ['a bad level', '?city=tehran&level=UNI', 422],
    ['an unknown parameter', '?city=tehran&x=1', 422],
  ])('answers %s with %i', async (_, query, status) => {
    expect((await callApi(`/www/v1/schools${query}`)).status).toBe(status);
  });

  it('stores a consultation request, with or without a school', async () => {
    const schools = (await callApi('/www/v1/schools?city=tehran')).body.data.schools;
    const { status, body } = await post({ ...valid, school_id: String(schools[1].id) });
    expect(status).toBe(201);
    const [row] = await handle.db.select().from(schoolRequests).orderBy(desc(schoolRequests.id)).limit(1);
    expect(row).toMatchObject({ id: body.data.id, schoolId: schools[1].id, grade: 7 });
    expect((await post({ ...valid, school_id: '' })).status).toBe(201);
  });

  it.each([
    ['missing fields', {}, ['full_name', 'mobile', 'grade', 'message']],
    ['wrong types', { ...valid, grade: 'seventh', full_name: {} }, ['grade', 'full_name']],
    ['an out-of-range grade', { ...valid, grade: 13 }, ['grade']],
    ['an unknown school', { ...valid, school_id: 999999 }, ['school_id']],
    ['a huge message', { ...valid, message: 'm'.repeat(20_000) }, ['message']],
    [
      'a NUL in the name and the message',
      { ...valid, full_name: 'Sara\u0000Ahmadi', message: 'Hello\u0000, a question about grades' },
      ['full_name', 'message'],
    ],
  ])('rejects %s with 422 and field messages', async (_, input, fields) => {
    const { status, body } = await post(input);
    expect(status).toBe(422);
    const named = body.errors.map((e: { field: string }) => e.field);
    for (const field of fields) expect(named).toContain(field);
  });
});
