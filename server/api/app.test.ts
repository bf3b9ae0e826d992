import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb();
});
afterAll(() => handle.close());

describe('the API envelope and error paths', () => {
  it('answers unknown routes with 404 in the envelope', async () => {
    const { status, body } = await callApi('/www/v9/nothing-here', { locale: 'en-US' });
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'ERROR', message: 'Route not found: /api/www/v9/nothing-here' });
  });

  it('gives 422 field messages in the caller’s language', async () => {
    const payload = JSON.stringify({ name: 'x', email: 'nope' });
    const en = await callApi('/test/echo', { method: 'POST', body: payload, locale: 'en-US' });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('The data sent is not valid.');
    expect(en.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['age', 'city', 'email', 'name']);
    expect(en.body.errors[0].message).toMatch(/[a-z]/i);
    const fa = await callApi('/test/echo', { method: 'POST', body: payload, headers: { 'x-locale': 'fa' } });
    expect(fa.body.message).toBe('اطلاعات ارسال‌شده معتبر نیست.');
    expect(fa.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { name: 42, email: ['a'] }],
    ['extra fields', { name: 'Sara', email: 'a@b.co', age: 30, city: 'Tabriz', admin: true }],
    ['a huge string', { name: 'x'.repeat(50_000), email: 'a@b.co' }],
    ['odd unicode', { name: '\u202e\u0000𝕏', email: '\uFFFF@\uD800' }],
  ])('rejects %s with 422, never 500', async (_, payload) => {
    const { status, body } = await callApi('/test/echo', { method: 'POST', body: JSON.stringify(payload) });
    expect(status).toBe(422);
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('rejects malformed JSON with 422', async () => {
    const { status, body } = await callApi('/test/echo', { method: 'POST', body: '{"name":', locale: 'en-US' });
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ field: 'body', message: 'The request body is not valid JSON.' }]);
  });

  it('rejects bodies over 1 MiB with 413', async () => {
    const { status, body } = await callApi('/test/echo', { method: 'POST', body: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
    expect(status).toBe(413);
    expect(body.status).toBe('ERROR');
  });

  it('echoes valid input in the success envelope', async () => {
    const valid = { name: 'Sara', email: 'sara@example.com', age: 16, city: 'Shiraz' };
    const { status, body } = await callApi('/test/echo', { method: 'POST', body: JSON.stringify(valid) });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'SUCCESS', data: valid });
  });

  it('keeps Retry-After on a 429', async () => {
    const { status, headers } = await callApi('/test/status/429');
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('30');
  });
});
