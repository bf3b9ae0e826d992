import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb();
});
afterAll(async () => {
  await callApi('/test/build-id', { method: 'POST', body: JSON.stringify({ build_id: null }) });
  await handle.close();
});

describe('GET /api/build-id', () => {
  it('tells which build is deployed, never from a cache', async () => {
    const { status, body, headers } = await callApi('/build-id');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'SUCCESS', data: { build_id: expect.any(String) } });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('reports a newer build when the e2e server pretends one is deployed', async () => {
    await callApi('/test/build-id', { method: 'POST', body: JSON.stringify({ build_id: 'next-build' }) });
    expect((await callApi('/build-id')).body.data.build_id).toBe('next-build');
    await callApi('/test/build-id', { method: 'POST', body: JSON.stringify({ build_id: null }) });
    expect((await callApi('/build-id')).body.data.build_id).not.toBe('next-build');
  });

  it('rejects a malformed override with 422', async () => {
    const { status, body } = await callApi('/test/build-id', { method: 'POST', body: JSON.stringify({ build_id: '' }), locale: 'en-US' });
    expect(status).toBe(422);
    expect(body.errors[0].field).toBe('build_id');
  });
});
