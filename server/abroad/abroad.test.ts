import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { abroadRequests } from '@/server/db/schema';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const valid = {
  country: 'germany',
  full_name: 'Ali Rezaei',
  mobile: '+98 912 000 1122',
  degree: 'BACHELOR',
  message: 'I want to study mechanical engineering in Germany.',
};
const post = (body: unknown, locale = 'en-US') => callApi('/www/v1/abroad/consultation-requests', { method: 'POST', body: JSON.stringify(body), locale });

describe('study abroad', () => {
  it('lists the destinations and serves one with its guidance sections', async () => {
    const list = (await callApi('/www/v1/abroad/countries', { locale: 'fa' })).body.data.countries;
    expect(list.map((c: { slug: string }) => c.slug)).toEqual(['germany', 'canada', 'italy', 'turkey', 'australia']);
    expect(list[0].name).toBe('آلمان');
    const { status, body } = await callApi('/www/v1/abroad/countries/canada', { locale: 'en-US' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Canada', iso2: 'CA' });
    expect(body.data.sections.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown destination and 422 for a malformed one', async () => {
    expect((await callApi('/www/v1/abroad/countries/atlantis')).status).toBe(404);
    expect((await callApi('/www/v1/abroad/countries/Not%20A%20Slug')).status).toBe(422);
  });

  it('stores a consultation request for the destination', async () => {
    const { status, body } = await post(valid);
    expect(status).toBe(201);
    const [row] = await handle.db.select().from(abroadRequests).orderBy(desc(abroadRequests.id)).limit(1);
    expect(row).toMatchObject({ id: body.data.id, fullName: 'Ali Rezaei', degree: 'BACHELOR', email: null });
  });

  it.each([
    ['missing fields', {}, ['country', 'full_name', 'mobile', 'degree', 'message']],
    ['wrong types', { ...valid, degree: 3, mobile: 9121234567 }, ['degree', 'mobile']],
    ['an unknown country', { ...valid, country: 'atlantis' }, ['country']],
    ['a NUL in the name and the message', { ...valid, full_name: 'Ali\u0000Rezaei', message: 'I want\u0000 to study in Germany.' }, ['full_name', 'message']],
    ['a bad email', { ...valid, email: 'x@' }, ['email']],
    ['a huge message', { ...valid, message: 'm'.repeat(50_000) }, ['message']],
  ])('rejects %s with 422 and field messages', async (_, input, fields) => {
    const { status, body } = await post(input);
    expect(status).toBe(422);
    const named = body.errors.map((e: { field: string }) => e.field);
    for (const field of fields) expect(named).toContain(field);
  });
});
