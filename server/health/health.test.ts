import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb();
});
afterAll(() => handle.close());

describe('GET /api/health', () => {
  it('answers SUCCESS with the database reachable, naming the driver', async () => {
    const { status, body, headers } = await callApi('/health');
    expect(status).toBe(200);
    expect(body.status).toBe('SUCCESS');
    expect(body.data.database).toBe('up');
    expect(body.data.driver).toBe(process.env.POSTGRES_PASS === '1' ? 'postgres' : 'pglite');
    expect(headers.get('cache-control')).toBe('no-store');
  });
});
