/**
 * Spec §7 "The calls it makes", requirement by requirement. Each test name quotes the spec.
 * See also tests/spec/s7-client.test.ts (headers, SUCCESS, bearer) and s7-analytics.test.tsx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorCard } from '@/lib/schemas/tutor-answers';
import type { DbHandle } from '@/server/db/client';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 120 });
});
afterAll(() => handle.close());

const LIST_CALLS = ['fetch', 'best-list', 'price-page', 'price-numbers'] as const;
const get = (call: string, query: string) => callApi(`/www/v2/tutor/list/${call}?${query}`, { locale: 'en-US' });

describe('§7 GET /www/v2/tutor/list/fetch, best-list, price-page, price-numbers — "list query: per_page (default 8), page, sort, type"', () => {
  it.each(LIST_CALLS)('%s takes per_page, page, sort and type', async (call) => {
    const { status, body } = await get(call, 'per_page=8&page=1&sort=relevance&type=online');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('SUCCESS');
  });

  it('fetch and best-list: "per_page (default 8)"', async () => {
    for (const call of ['fetch', 'best-list']) {
      const { body } = await get(call, '');
      expect(body.data.tutors).toHaveLength(8);
      expect(body.data.pagination.per_page).toBe(8);
    }
  });

  it('price-page: per_page (default 8) and page pick its cheapest list', async () => {
    const first = (await get('price-page', '')).body.data.cheapest_good as TutorCard[];
    const three = (await get('price-page', 'per_page=3')).body.data.cheapest_good as TutorCard[];
    const second = (await get('price-page', 'per_page=3&page=2')).body.data.cheapest_good as TutorCard[];
    expect(first.length).toBeLessThanOrEqual(8);
    expect(three.map((t) => t.id)).toEqual(first.slice(0, 3).map((t) => t.id));
    expect(second.map((t) => t.id)).toEqual(first.slice(3, 6).map((t) => t.id));
  });

  it('price-numbers: type narrows the numbers, paging and sort do not change them', async () => {
    const all = (await get('price-numbers', '')).body.data;
    const paged = (await get('price-numbers', 'per_page=2&page=3&sort=price_desc')).body.data;
    const online = (await get('price-numbers', 'type=online')).body.data;
    expect(paged).toEqual(all);
    expect(online.count).toBeLessThanOrEqual(all.count);
    expect(online.currency).toBe('EUR');
  });

  it.each(LIST_CALLS)('%s: a 422 for an unknown query key names that key, not "body"', async (call) => {
    const { status, body } = await get(call, 'per_page=8&colour=red');
    expect(status).toBe(422);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'colour' })]);
  });

  it('a 422 for a bad query value names the query parameter', async () => {
    const { status, body } = await get('price-page', 'per_page=0');
    expect(status).toBe(422);
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(['per_page']);
  });
});
