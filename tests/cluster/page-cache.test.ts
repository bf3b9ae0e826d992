import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, call, createDatabase, dropDatabase, REDIS_URL, startServer, stopServer, waitUntilReady } from './servers';

/**
 * Issue 20 on two servers sharing PostgreSQL and Redis: anonymous visitors get public pages
 * rendered once for the whole cluster, a tutor's change reaches both servers within seconds, and
 * nobody's signed-in page ever reaches another visitor.
 */
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `pagecache_${run}`;
let a: AppServer;
let b: AppServer;

beforeAll(async () => {
  const databaseUrl = await createDatabase(databaseName);
  const seeded = spawnSync('node', ['--import', 'tsx', 'server/db/setup.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_TUTORS: '30' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `pagecache-${run}:`, DATABASE_POOL_MAX: '4', LOG_LEVEL: 'warn' };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
}, 240_000);

afterAll(async () => {
  await Promise.all([a && stopServer(a), b && stopServer(b)]);
  await dropDatabase(databaseName);
}, 60_000);

async function page(server: AppServer, path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    csp: response.headers.get('content-security-policy') ?? '',
    html: await response.text(),
  };
}

/** Asks until the page comes from the cache (the first visit renders it in the background). */
async function cached(server: AppServer, path: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await page(server, path);
    if (answer.cache === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} never came from the cache:\n${server.output().slice(-3000)}`);
}

async function signIn(server: AppServer, mobile: string): Promise<string> {
  await call(server, '/test/reset-rate-limits', { method: 'POST', body: {} });
  const login = await call(server, '/auth/v1/login-by-password', { method: 'POST', body: { mobile, password: 'tutorly-demo' } });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

describe('public pages from the shared page cache', () => {
  it('are rendered once for the cluster: one server renders, the other answers it from Redis', async () => {
    const first = await cached(a, '/en-US/faq');
    expect(first.status).toBe(200);
    const other = await page(b, '/en-US/faq');
    expect(other.cache).toBe('hit');
    expect(other.html).toBe(first.html);
  });

  it('carry a policy of script hashes, with no nonce in the policy or the page', async () => {
    const { csp, html } = await cached(a, '/en-US/tutor-list');
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(html).not.toMatch(/nonce=/);
    // A page rendered for a visitor (not from the cache) keeps its per-request nonce.
    const student = await signIn(a, '+989350000001');
    const dynamic = await page(a, '/en-US/tutor-list', `auth_token=${student}`);
    expect(dynamic.cache).toBeNull();
    expect(dynamic.csp).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  });

  it('never hold a signed-in visitor\u2019s page: their name is in theirs, and in nobody else\u2019s', async () => {
    const token = await signIn(b, '+989350000001');
    const me = await call(b, '/auth/v1/me', { token });
    const name = me.body.data.full_name as string;
    expect(name.length).toBeGreaterThan(3);
    for (const path of ['/en-US', '/en-US/faq', '/en-US/tutor-list']) {
      const theirs = await page(b, path, `auth_token=${token}`);
      expect(theirs.cache).toBeNull();
      expect(theirs.html).toContain(name);
      for (const server of [a, b]) {
        const anonymous = await cached(server, path);
        expect(anonymous.html).not.toContain(name);
      }
    }
  });

  it('show a tutor\u2019s new price on their profile and in a list, on both servers, within seconds', async () => {
    const token = await signIn(a, '+989350000002');
    const form = (await call(a, '/www/v1/teacher/profile', { token })).body.data;
    const profile = `/en-US/tutor/${form.username}`;
    const list = '/en-US/tutor-list?sort=price_desc';
    for (const server of [a, b]) {
      expect((await cached(server, profile)).html).not.toContain('499.75');
      await cached(server, list);
    }
    const { username, price_eur: _, bio, teaches_online, teaches_offline, city_id, course_ids, time_zone, availability } = form;
    const saved = await call(a, '/www/v1/teacher/profile', {
      method: 'POST',
      token,
      body: { username, price_eur: 499.75, bio, teaches_online, teaches_offline, city_id: city_id ?? undefined, course_ids, time_zone, availability },
    });
    expect(saved.status).toBe(200);
    const changedAt = Date.now();
    for (const server of [b, a]) {
      for (const path of [profile, list]) {
        await expect.poll(async () => (await page(server, path)).html, { timeout: 10_000, interval: 250 }).toContain('499.75');
      }
    }
    expect(Date.now() - changedAt).toBeLessThan(10_000);
    // And the new pages are cached again.
    expect((await cached(b, profile)).html).toContain('499.75');
  });

  it('keep one entry per variant a page declares, whatever query strings visitors make up on either server (issue 36)', async () => {
    const made = (n: number) => `zz=${n}&utm=${Math.random().toString(36).slice(2)}&page=abc&sort=relevance`;
    for (let n = 0; n < 60; n += 1) {
      const answers = await Promise.all([page(a, `/en-US/best-tutor-list?${made(n)}`), page(b, `/en-US/best-tutor-list?x${n}=1`)]);
      for (const answer of answers) expect(answer.status).toBe(200);
    }
    // A variant the page reads is its own entry, under its canonical address.
    await cached(a, '/en-US/best-tutor-list?zz=1&gender=female');
    await cached(b, '/en-US/best-tutor-list?gender=female&yy=2');
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`pagecache-${run}:page:*best-tutor-list*`);
      const pages = keys.filter((key) => !key.endsWith(':render')).map((key) => key.slice(key.indexOf('/en-US')));
      expect(pages.sort()).toEqual(['/en-US/best-tutor-list', '/en-US/best-tutor-list?gender=female']);
      // The family's index names only pages that exist.
      const indexed = await redis.zrange(`pagecache-${run}:page-family:tutor-lists`, '0', '-1');
      expect(indexed.length).toBeLessThanOrEqual(10);
    } finally {
      redis.disconnect();
    }
  });
});
