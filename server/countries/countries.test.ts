import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb();
});
afterAll(() => handle.close());

describe('GET /api/auth/v1/get-countries', () => {
  it('lists countries with dial codes, Iran first, names in Persian for fa', async () => {
    const { status, body, headers } = await callApi('/auth/v1/get-countries', { locale: 'fa' });
    expect(status).toBe(200);
    const countries = body.data.countries;
    expect(countries.length).toBeGreaterThan(150);
    expect(countries[0]).toMatchObject({ iso2: 'IR', dial_code: '+98', name: 'ایران' });
    expect(countries.find((c: { iso2: string }) => c.iso2 === 'DE')).toMatchObject({ dial_code: '+49', name: 'آلمان' });
    expect(headers.get('cache-control')).toContain('max-age=86400');
  });

  it('names countries in English for en-US callers', async () => {
    const { body } = await callApi('/auth/v1/get-countries', { locale: 'en-US' });
    expect(body.data.countries[0]).toMatchObject({ iso2: 'IR', name: 'Iran' });
    expect(body.data.countries.find((c: { iso2: string }) => c.iso2 === 'DE').name).toBe('Germany');
  });
});
