import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { beginShutdown } from '@/server/observability/lifecycle';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb();
});
afterAll(() => handle.close());

const lifecycle = globalThis as unknown as { __lifecycle: { shuttingDown: boolean } };
afterEach(() => {
  lifecycle.__lifecycle.shuttingDown = false;
});

describe('GET /api/health (liveness)', () => {
  it('answers SUCCESS without asking the database, never cached', async () => {
    const { status, body, headers } = await callApi('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'SUCCESS', data: { status: 'up' } });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/ready (readiness)', () => {
  it('answers SUCCESS with the database reachable, naming the driver', async () => {
    const { status, body } = await callApi('/ready');
    expect(status).toBe(200);
    expect(body.data.database).toBe('up');
    expect(body.data.driver).toBe(process.env.POSTGRES_PASS === '1' ? 'postgres' : 'pglite');
  });

  it('answers 503 in the error shape once the server begins shutting down, in the caller language', async () => {
    beginShutdown();
    const { status, body } = await callApi('/ready', { locale: 'fa' });
    expect(status).toBe(503);
    expect(body.status).toBe('ERROR');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors).toEqual([{ field: 'server', message: expect.any(String) }]);
  });
});
