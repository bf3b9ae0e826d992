import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

// Issue 16: numbers in a query are plain digits; an empty value is no filter; __proto__ is a name.
let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 12 });
});
afterAll(() => handle.close());

const list = (query: string) => callApi(`/www/v2/tutor/list/fetch?${query}`, { locale: 'en-US' });

describe('query numbers', () => {
  it.each(['page=0x10', 'page=1e3', 'page=%201%20', 'page=+1', 'page=1.0', 'page=-1', 'per_page=08x', 'price_max=1e2', 'stars=0x4', 'course_id=1_0'])(
    '%s answers 422',
    async (query) => {
      const answer = await list(query);
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].field).toBe(query.split('=')[0]);
    },
  );

  // Issue 28: an id has one spelling, also in a query (a page number may still be written `01`).
  it.each(['course_id=013', 'course_group_id=07', 'zn_city_id=00'])('an id with a leading zero, %s, answers 422', async (query) => {
    const answer = await list(query);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].field).toBe(query.split('=')[0]);
  });

  it('plain digits and a short decimal pass', async () => {
    expect((await list('page=2&per_page=5&price_max=500&stars=4.5')).status).toBe(200);
    expect((await list('page=01')).status).toBe(200);
  });

  it('an empty value is no filter, not zero', async () => {
    const all = await list('');
    const emptyFilters = await list('price_max=&price_min=&stars=&page=&course_id=');
    expect(emptyFilters.status).toBe(200);
    expect(emptyFilters.body.data.total ?? emptyFilters.body.data.meta?.total).toBe(all.body.data.total ?? all.body.data.meta?.total);
    expect(JSON.stringify(emptyFilters.body.data)).toBe(JSON.stringify(all.body.data));
  });
});

describe('unknown query names', () => {
  it.each(['__proto__=1', 'constructor=1', '__proto__[x]=1', 'toString=1'])('%s answers 422', async (query) => {
    const answer = await list(query);
    expect(answer.status).toBe(422);
  });
});
