import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, call, createDatabase, dropDatabase, REDIS_URL, startServer, stopServer, waitUntilReady } from './servers';

/**
 * Issue 16 through the real production server (scripts/serve.ts → Next → proxy → Hono), bound to
 * loopback as a server behind a proxy is: pages, bad addresses, logs, the outbox, HSTS.
 */
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `hardening_${run}`;
let databaseUrl: string;
let server: AppServer;
let open: AppServer | undefined;

/**
 * A caller from "the network" for the outbox test: a network namespace of this test's own, joined
 * to this machine by a veth pair (10.231.x.1 here, .2 there). No traffic leaves the machine, and
 * none goes to an address the test did not make. Null where namespaces cannot be made (not root).
 */
const netns = makeNamespace();
const outsideAddress = netns?.hostAddress;

function sh(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function makeNamespace(): { name: string; hostAddress: string } | null {
  const id = process.pid % 250;
  const name = `tutorly-h16-${process.pid}`;
  const [hostEnd, nsEnd] = [`th${process.pid % 100000}a`, `th${process.pid % 100000}b`];
  const [hostAddress, nsAddress] = [`10.231.${id}.1`, `10.231.${id}.2`];
  const steps: [string, string[]][] = [
    ['ip', ['netns', 'add', name]],
    ['ip', ['link', 'add', hostEnd, 'type', 'veth', 'peer', 'name', nsEnd]],
    ['ip', ['link', 'set', nsEnd, 'netns', name]],
    ['ip', ['addr', 'add', `${hostAddress}/30`, 'dev', hostEnd]],
    ['ip', ['link', 'set', hostEnd, 'up']],
    ['ip', ['netns', 'exec', name, 'ip', 'addr', 'add', `${nsAddress}/30`, 'dev', nsEnd]],
    ['ip', ['netns', 'exec', name, 'ip', 'link', 'set', nsEnd, 'up']],
  ];
  for (const [command, args] of steps) {
    if (!sh(command, args)) {
      sh('ip', ['netns', 'del', name]);
      return null;
    }
  }
  return { name, hostAddress };
}

/** The status a caller inside the namespace gets for this URL. */
function statusFromNamespace(url: string, headers: Record<string, string> = {}): number {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}: ${value}`]);
  const result = spawnSync(
    'ip',
    ['netns', 'exec', netns!.name, 'curl', '-s', '-o', '/dev/null', '-w', '%{http_code}', '--max-time', '10', ...headerArgs, url],
    { encoding: 'utf8' },
  );
  return Number(result.stdout);
}

beforeAll(async () => {
  databaseUrl = await createDatabase(databaseName);
  const seeded = spawnSync('node', ['--import', 'tsx', 'server/db/setup.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_TUTORS: '10' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `hardening-${run}:`, DATABASE_POOL_MAX: '3' };
  const starting = [startServer({ ...env, HOST: '127.0.0.1' })];
  if (outsideAddress) starting.push(startServer({ ...env, HOST: '0.0.0.0', DEV_OUTBOX: '1', TEST_ROUTES: '0' }));
  [server, open] = await Promise.all(starting);
  await Promise.all([server, open].filter(Boolean).map((s) => waitUntilReady(s!)));
}, 180_000);

afterAll(async () => {
  await Promise.all([server, open].filter(Boolean).map((s) => stopServer(s!)));
  await dropDatabase(databaseName);
  if (netns) sh('ip', ['netns', 'del', netns.name]);
}, 60_000);

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'fa', ...headers } });

describe('pages on a server bound to 127.0.0.1', () => {
  it.each([
    ['/tutor-list', { cookie: 'i18n_redirected=fa' }],
    ['/', { cookie: 'i18n_redirected=fa' }],
    ['/en-US/tutor-list', {}],
    ['/tutor-list', { cookie: 'i18n_redirected=fa', host: 'tutorly.example' }],
    ['/tutor-list', { cookie: 'i18n_redirected=fa', host: 'localhost:1' }],
  ] as const)('%s %j answers 200, not a redirect loop', async (path, headers) => {
    const answer = await page(path, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
  });

  it('a redirect the proxy makes stays relative to whatever host was asked', async () => {
    const answer = await page('/tutor-list', { 'accept-language': 'en-US' });
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/en-US/tutor-list');
  });
});

describe('malformed percent-escapes are the caller’s fault', () => {
  it.each(['/api/%ff', '/api/www/v1/content/pages/%ff', '/api/auth/v1/%e2%82', '/api/%', '/api/www/v2/tutor/profile/%25ff'])(
    '%s → 400 in the error shape',
    async (path) => {
      const answer = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'en-US' } });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(await answer.json()).toEqual({ status: 'ERROR', message: 'The address of this request is malformed.' });
    },
  );

  it.each(['/en-US/%ff', '/%ff', '/tutor/%ff', '/%c0%af', '/en-US/%e2%82', '/tutor/%25ff', '/en-US/tutor-list/%25'])('%s → the 404 page', async (path) => {
    const answer = await page(path, { cookie: 'i18n_redirected=fa' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('text/html');
  });

  it.each(['/en-US/', '/', '/profile/dashboard/', '/tutor-list?q='])('%s + 6,000 characters → the 404 page with small headers', async (start) => {
    const answer = await page(`${start}${'a'.repeat(6000)}`, { cookie: 'i18n_redirected=fa' });
    expect(answer.status).toBe(404);
    const size = [...answer.headers].reduce((total, [name, value]) => total + name.length + value.length + 4, 0);
    expect(size).toBeLessThan(4096);
  });

  it('none of them was logged as a server error', () => {
    const errors = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50') || line.includes('"level":"error"'));
    expect(errors).toEqual([]);
  });
});

describe('requests over the 16 KB header limit', () => {
  // Every client that sends one (a fuzzer, a broken link) reads a 431 in the error shape, whatever
  // the size: never a reset connection (EPIPE, ECONNRESET) or a wait for an answer that never comes.
  const query = `?q=${'%E2%80%8F'.repeat(40_000)}`;

  it('a fetch reads the 431 each time, in its language', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await fetch(`${server.url}/api/www/v2/tutor/list/fetch${query}`, {
        headers: { 'accept-language': 'en-US' },
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({ status: 'ERROR', message: expect.stringMatching(/too long/i) });
    }
  });

  it('a slow client still writing its 360 KB request line reads the 431, not a reset', async () => {
    const head = Buffer.from(`GET /api/www/v2/tutor/list/fetch${query} HTTP/1.1\r\nHost: x\r\n\r\n`, 'latin1');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      // 24 KB every 20 ms, on after the answer arrives: the server refuses the request after the
      // first 16 KB and must keep reading (and dropping) the rest, not reset the connection.
      let offset = 0;
      const writeNext = () => {
        if (socket.destroyed) return;
        if (offset >= head.length) return void socket.end();
        socket.write(head.subarray(offset, offset + 24_000));
        offset += 24_000;
        setTimeout(writeNext, 20);
      };
      writeNext();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  });
});

describe('logs', () => {
  it('mask a shortcut-link id however its path is escaped', async () => {
    const spellings = ['login-by-shortcut%2Dlink', 'login-by-shortcut-lin%6B', 'login-by-shortcut-link%2F', 'LOGIN-BY-SHORTCUT-LINK'];
    for (const [i, spelling] of spellings.entries()) {
      await page(`/en-US/auth/${spelling}/SECRETID${i}x`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.output()).toContain('shortcut');
    expect(server.output()).not.toMatch(/SECRETID\dx/);
  });
});

describe('HSTS only over https', () => {
  it('is absent over plain http, even when the caller claims https without a trusted proxy', async () => {
    expect((await page('/en-US/tutor-list')).headers.get('strict-transport-security')).toBeNull();
    expect((await call(server, '/health')).headers.get('strict-transport-security')).toBeNull();
    const claimed = await page('/en-US/tutor-list', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe.skipIf(!outsideAddress)('the local outbox', () => {
  it('answers a caller on this machine and nobody from the network', async () => {
    const local = await fetch(`http://127.0.0.1:${open!.port}/en-US/dev/outbox`, { redirect: 'manual' });
    expect(local.status).toBe(200);
    expect(statusFromNamespace(`http://${outsideAddress}:${open!.port}/en-US/dev/outbox`)).toBe(404);
    expect(statusFromNamespace(`http://${outsideAddress}:${open!.port}/dev/outbox`, { cookie: 'i18n_redirected=fa' })).toBe(404);
    // The namespace reaches the server at all: its home page answers.
    expect(statusFromNamespace(`http://${outsideAddress}:${open!.port}/en-US/faq`)).toBe(200);
    // A proxy on this machine forwarding someone else's request is not a local caller either.
    const proxied = await fetch(`http://127.0.0.1:${open!.port}/en-US/dev/outbox`, { redirect: 'manual', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.status).toBe(404);
  });
});
