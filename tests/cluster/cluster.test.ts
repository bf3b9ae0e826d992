import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, call, createDatabase, dropDatabase, REDIS_URL, startServer, stopServer, waitUntilReady } from './servers';

/**
 * Two production servers on two ports, sharing one PostgreSQL and one Redis, as they would
 * behind a load balancer: nothing that matters may live in only one of them.
 */
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `cluster_${run}`;
const journal = JSON.parse(fs.readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
let databaseUrl: string;
let a: AppServer;
let b: AppServer;
const secrets: string[] = [];

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function lastCode(server: AppServer, mobile: string): Promise<string> {
  const { body } = await call(server, `/test/outbox?recipient=${encodeURIComponent(mobile)}`);
  const code = /#(\d+)\s*$/.exec(body.data.messages[0].body)?.[1];
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

beforeAll(async () => {
  databaseUrl = await createDatabase(databaseName);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `cluster-${run}:`, DATABASE_POOL_MAX: '4' };
  // Both at once against the empty database: they race for the migrations.
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a && stopServer(a), b && stopServer(b)]);
  await dropDatabase(databaseName);
}, 60_000);

describe('two servers started together on an empty database', () => {
  it('both come up, and the migrations ran exactly once', async () => {
    const rows = await query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    const logs = (a.output() + b.output()).split('\n').filter((line) => line.includes('"database: migrations applied"'));
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0]!).applied).toBe(journal.entries.length);
    for (const server of [a, b]) {
      const ready = await call(server, '/ready');
      expect(ready.body.data).toMatchObject({ database: 'up', redis: 'up', driver: 'postgres' });
    }
  });
});

describe('shared state across the two servers', () => {
  beforeAll(() => {
    const seeded = spawnSync('node', ['--import', 'tsx', 'server/db/setup.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, SEED_TUTORS: '20' },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
  }, 120_000);

  it('a session made on one server works on the other, and logging out on it ends it on both', async () => {
    const mobile = '+989121770001';
    secrets.push(mobile);
    expect((await call(a, '/test/reset-rate-limits', { method: 'POST', body: {} })).status).toBe(200);
    expect((await call(a, '/auth/v1/mobile-verification-send-code', { method: 'POST', body: { mobile, send_method: 'SMS' } })).status).toBe(200);
    const code = await lastCode(b, mobile);
    const login = await call(a, '/auth/v1/login-by-mobile-verification', { method: 'POST', body: { mobile, mobile_verification_code: code } });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    secrets.push(code, token);
    const me = await call(b, '/auth/v1/me?include=wallet', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.mobile).toBe(mobile);
    expect((await call(b, '/auth/v1/logout', { method: 'POST', body: {}, token })).status).toBe(200);
    expect((await call(a, '/auth/v1/me', { token })).status).toBe(401);
  });

  it('wrong codes from one address spread across both servers still lock it out of the number after 5', async () => {
    const mobile = '+989121770002';
    secrets.push(mobile);
    await call(b, '/auth/v1/mobile-verification-send-code', { method: 'POST', body: { mobile, send_method: 'SMS' } });
    const code = await lastCode(a, mobile);
    secrets.push(code);
    const wrong = code === '00000' ? '11111' : '00000';
    const servers = [a, b, a, b, a];
    const statuses: number[] = [];
    for (const server of servers) {
      const answer = await call(server, '/auth/v1/login-by-mobile-verification', { method: 'POST', body: { mobile, mobile_verification_code: wrong } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const right = await call(b, '/auth/v1/login-by-mobile-verification', { method: 'POST', body: { mobile, mobile_verification_code: code } });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/This number is locked until \d{1,2}:\d{2}\s[AP]M on /);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('a rate limit counts the same caller across both servers', async () => {
    await call(b, '/test/reset-rate-limits', { method: 'POST', body: {} });
    const statuses: number[] = [];
    // 20 sign-in attempts a minute per address (server/auth/policy.ts), half on each server.
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const mobile = `+98912178${String(attempt).padStart(4, '0')}`;
      const answer = await call(server, '/auth/v1/login-by-password', { method: 'POST', body: { mobile, password: 'not-the-password-1' } });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
    const limited = await call(a, '/auth/v1/login-by-password', { method: 'POST', body: { mobile: '+989121789999', password: 'x-password-1' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('both report the same build, shared through Redis', async () => {
    const [fromA, fromB] = await Promise.all([call(a, '/build-id'), call(b, '/build-id')]);
    expect(fromA.body.data.build_id).toBe(fromB.body.data.build_id);
    expect(fromA.body.data.build_id).toBe(fs.readFileSync('.next/BUILD_ID', 'utf8').trim());
  });

  it('logs are JSON with request ids, and never hold mobile numbers, codes or tokens', () => {
    const lines = (a.output() + b.output()).split('\n').filter((line) => line.startsWith('{'));
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThan(20);
    expect(requests.every((entry) => typeof entry.reqId === 'string' && entry.status > 0)).toBe(true);
    const all = a.output() + b.output();
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) {
      expect(all).not.toContain(secret);
      expect(all).not.toContain(secret.replace('+', '%2B'));
    }
  });

  it('a server whose Redis is unreachable still starts: alive, but not ready, naming Redis', async () => {
    const lonely = await startServer({ DATABASE_URL: databaseUrl, REDIS_URL: 'redis://127.0.0.1:1', DATABASE_POOL_MAX: '2' });
    try {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline && !(await fetch(`${lonely.url}/api/health`).catch(() => null))?.ok) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await call(lonely, '/health')).status).toBe(200);
      const ready = await call(lonely, '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'ERROR', errors: [{ field: 'redis', message: expect.any(String) }] });
    } finally {
      await stopServer(lonely);
    }
  });

  it('a stopping server finishes the request in flight, then exits; the other keeps serving', async () => {
    const slow = call(a, '/test/slow?ms=1500');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopAsked = Date.now();
    a.process.kill('SIGTERM');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body.data.waited_ms).toBe(1500);
    expect(await a.exited).toBe(0);
    // Idle keep-alive connections do not hold the exit up to the shutdown timeout (10 s).
    expect(Date.now() - stopAsked).toBeLessThan(5_000);
    expect(a.output()).toContain('"server: stopped"');
    expect((await call(b, '/ready')).status).toBe(200);
  });
});
