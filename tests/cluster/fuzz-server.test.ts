import net from 'node:net';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, answerProblems } from '@/tests/fuzz/answer-checks';
import { type FuzzRequest, type FuzzRoute, requestArb, urlOf } from '@/tests/fuzz/requests';
import { PAGE_HANDLERS, type PageHandler, discoverRoutes } from '@/tests/fuzz/routes';
import { type AppServer, call, createDatabase, dropDatabase, REDIS_URL, startServer, stopServer, waitUntilReady } from './servers';

/**
 * Issue 16: the fuzz suite through the real production server (scripts/serve.ts → Next → proxy →
 * Hono), where it was blind in-process: the session cookie with and without the anti-forgery pair
 * as well as bearer tokens, other content types, raw invalid UTF-8, deep and large bodies, page
 * URLs, and the page-side handlers (form posts, the join redirect: tests/fuzz/routes.ts
 * PAGE_HANDLERS). Every answer is a proper 4xx at worst: never a 5xx, never a stack.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `fuzz_${run}`;
const CSRF = 'fuzz-csrf-token-0123456789';
let server: AppServer;
let token: string;

beforeAll(async () => {
  const databaseUrl = await createDatabase(databaseName);
  const seeded = spawnSync('node', ['--import', 'tsx', 'server/db/setup.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_TUTORS: '12' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  server = await startServer({ DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `fuzz-${run}:`, DATABASE_POOL_MAX: '3', LOG_LEVEL: 'warn' });
  await waitUntilReady(server);
  token = await signIn();
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await dropDatabase(databaseName);
}, 60_000);

let signIns = 0;
/** A fresh session for each case: fuzzed calls may end it (logout, sessions/end, a new password). */
async function signIn(): Promise<string> {
  signIns += 1;
  // A new number each time (this run has its own database): a number used before may have been
  // locked or changed by a fuzzed call, and then the sign-in failed (a flaky 'token of undefined').
  const mobile = `+98912199${String(signIns).padStart(4, '0')}`;
  await call(server, '/test/reset-rate-limits', { method: 'POST', body: {} });
  await call(server, '/auth/v1/mobile-verification-send-code', { method: 'POST', body: { mobile, send_method: 'SMS' } });
  const outbox = await call(server, `/test/outbox?recipient=${encodeURIComponent(mobile)}`);
  const code = /#(\d+)\s*$/.exec(outbox.body.data.messages[0].body)![1]!;
  const login = await call(server, '/auth/v1/login-by-mobile-verification', { method: 'POST', body: { mobile, mobile_verification_code: code } });
  if (login.status !== 200) throw new Error(`sign-in of ${mobile} failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.data.token as string;
}

type Credentials = 'none' | 'bearer' | 'cookie' | 'cookie-without-csrf' | 'junk-bearer';
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', null];

function headersFor(credentials: Credentials, contentType: string | null, locale: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (locale) headers['accept-language'] = locale;
  if (contentType) headers['content-type'] = contentType;
  if (credentials === 'bearer') headers.authorization = `Bearer ${token}`;
  if (credentials === 'junk-bearer') headers.authorization = 'Bearer junk';
  if (credentials === 'cookie') Object.assign(headers, { cookie: `auth_token=${token}; XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF });
  if (credentials === 'cookie-without-csrf') headers.cookie = `auth_token=${token}`;
  return headers;
}

async function send(route: FuzzRoute, request: FuzzRequest, credentials: Credentials, contentType: string | null): Promise<Answer> {
  const response = await fetch(`${server.url}/api${urlOf(route, request)}`, {
    method: route.method,
    headers: headersFor(credentials, route.method === 'GET' ? null : contentType, request.locale),
    body: route.method === 'GET' ? undefined : request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // answerProblems reports a non-JSON answer.
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** Bytes exactly as given, past any client library's own checks (invalid UTF-8 in the path or body). */
function rawRequest(head: string, body: Buffer = Buffer.alloc(0)): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  });
}

const routes = discoverRoutes();
const credentialsArb = fc.constantFrom<Credentials>('none', 'bearer', 'cookie', 'cookie-without-csrf', 'junk-bearer');

describe('fuzzed input to every API route through the real server', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    token = await signIn();
    await call(server, '/test/reset-rate-limits', { method: 'POST', body: {} });
    await fc.assert(
      fc.asyncProperty(requestArb(route), credentialsArb, fc.constantFrom(...CONTENT_TYPES), async (request, credentials, contentType) => {
        const answer = await send(route, request, credentials, contentType);
        // Next answers `/x/%2e%2e` with a 308 to the normalised path before the API sees it: fine if it stays here.
        const normalised = answer.status === 308 && (answer.headers.get('location') ?? '').startsWith('/api/');
        const problems = normalised ? [] : answerProblems(answer, undefined, request.locale);
        expect(
          problems,
          `${route.method} ${urlOf(route, request).slice(0, 200)} [${credentials}, ${contentType}] → ${answer.status} ${answer.text.slice(0, 300)}`,
        ).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

describe('bodies a browser would not send', () => {
  const writes = routes.filter((route) => route.method === 'POST' && route.spec.body && !route.path.includes(':')).slice(0, 12);
  const deep = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;
  const BODIES: [string, string | Buffer][] = [
    ['deeply nested arrays', deep(50_000, '[', ']')],
    ['deeply nested objects', deep(20_000, '{"a":', '}')],
    ['a field holding a deep value', `{"mobile":${deep(10_000, '[', ']')}}`],
    ['900 KB of keys', JSON.stringify(Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, i])))],
    ['2 MB (over the limit)', JSON.stringify({ mobile: 'x'.repeat(2 * 1024 * 1024) })],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])],
    ['a lone continuation byte', Buffer.from([0x7b, 0x7d, 0x80])],
    ['a UTF-16 byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')])],
  ];

  it.each(BODIES)('%s: a 4xx in the error shape from every write', async (_, body) => {
    token = await signIn();
    await call(server, '/test/reset-rate-limits', { method: 'POST', body: {} });
    for (const route of writes) {
      for (const credentials of ['bearer', 'cookie'] as const) {
        const response = await fetch(`${server.url}${route.path}`, {
          method: 'POST',
          headers: headersFor(credentials, 'application/json', 'en-US'),
          body: typeof body === 'string' ? body : new Uint8Array(body),
        });
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // reported below
        }
        const problems = answerProblems({ status: response.status, headers: response.headers, text, body: parsed }, true, 'en-US');
        expect(problems, `${route.path} [${credentials}] → ${response.status} ${text.slice(0, 200)}`).toEqual([]);
      }
    }
  });

  it('raw invalid UTF-8 in an API path or query is a 4xx, never a 5xx', async () => {
    for (const path of ['/api/\xff\xfe', '/api/www/v1/content/pages/\xc0\xaf', '/api/www/v2/tutor/list/fetch?page=\xff', '/api/%ff%fe/x']) {
      const answer = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});

describe('page-side handlers through the real server (form posts, the join redirect)', () => {
  // The fuzz user's own class (one lesson held, one ahead), so fuzzed posts reach real sessions too.
  let ids: string[] = [];
  beforeAll(async () => {
    token = await signIn();
    const made = await call(server, '/test/classes/held-class', { method: 'POST', body: {}, token });
    if (made.status !== 200) throw new Error(`the class fixture failed: ${made.status} ${JSON.stringify(made.body)}`);
    const view = await call(server, `/www/v1/classes/${made.body.data.class_id}`, { token });
    const sessions = [...view.body.data.upcoming, ...view.body.data.past] as { id: number }[];
    ids = [String(made.body.data.class_id), ...sessions.map((session) => String(session.id))];
  });

  const junk = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }).map((value) => value.toWellFormed()),
    fc.constantFrom(
      '',
      '0',
      '-1',
      '01',
      '1e3',
      '2147483648',
      '9'.repeat(30),
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/%2e%2e/%2e%2e/',
      '\r\nSet-Cookie: x=1',
      'x'.repeat(5000),
      '{"a":1}',
      '__proto__',
    ),
  );
  const valueOf = (known: readonly string[]) =>
    known.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 2, arbitrary: junk }) : junk;
  // The action and its record are always there (their values may still be junk), so most posts reach the API.
  const formArb = (handler: PageHandler) =>
    fc.record(Object.fromEntries(Object.entries(handler.fields).map(([name, known]) => [name, valueOf(name === '_id' ? [...known, ...ids] : known)])), {
      requiredKeys: ['_action', '_id'].filter((name) => name in handler.fields),
    });
  const segmentArb = (handler: PageHandler) =>
    handler.path.includes(':param')
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...(handler.param ?? []), ...(handler.idParam ? ids : [])) },
          { weight: 1, arbitrary: junk.filter((value) => value.length > 0).map((value) => encodeURIComponent(value)) },
        )
      : fc.constant('');
  /** Mostly what a browser sends (so the handler's own code runs), sometimes not. */
  const weighted = <T>(...choices: [T, number][]) => fc.oneof(...choices.map(([value, weight]) => ({ weight, arbitrary: fc.constant(value) })));
  type Encoding = 'urlencoded' | 'multipart' | 'json' | 'broken-multipart' | 'no-type';
  const encodingArb = weighted<Encoding>(['urlencoded', 4], ['multipart', 3], ['json', 1], ['broken-multipart', 1], ['no-type', 1]);
  const originArb = weighted(['own', 4], ['none', 3], ['cross-site', 1], ['null', 1]);
  const signedArb = weighted(['session', 6], ['none', 1], ['junk', 1]);
  const prefixArb = weighted(['', 4], ['/en-US', 3], ['/fa', 1]);

  function encode(form: Record<string, string>, encoding: Encoding): { body: string | FormData; type: string | null } {
    if (encoding === 'multipart') {
      const data = new FormData();
      for (const [name, value] of Object.entries(form)) data.append(name, value);
      return { body: data, type: null };
    }
    if (encoding === 'json') return { body: JSON.stringify(form), type: 'application/json' };
    if (encoding === 'broken-multipart') return { body: '--nope\r\ngarbage', type: 'multipart/form-data; boundary=x' };
    return { body: new URLSearchParams(form).toString(), type: encoding === 'urlencoded' ? 'application/x-www-form-urlencoded' : null };
  }

  /** What is wrong with a page handler's answer: a 5xx, a stack, or a redirect leaving our site (but the join button's to the lesson room). */
  function problemsOf(handler: PageHandler, status: number, location: string | null, text: string): string[] {
    const problems: string[] = [];
    if (status >= 500) problems.push(`server error ${status}`);
    if (/\n\s+at\s|node_modules/.test(text)) problems.push('a stack trace or source path');
    if (status >= 300 && status < 400) {
      if (!location) problems.push('a redirect without a location');
      else {
        const target = new URL(location, server.url);
        const room = handler.path.includes('/join/') && target.origin === 'https://meet.jit.si';
        if (target.origin !== server.url && !room) problems.push(`a redirect off the site: ${location}`);
        if (/^[/\\]{2}/.test(location)) problems.push(`a protocol-relative redirect: ${location}`);
      }
    }
    return problems;
  }

  it.each(PAGE_HANDLERS.map((handler) => [`${handler.method} ${handler.path}`, handler] as const))(
    '%s: never a 5xx, never off the site',
    async (_, handler) => {
      await call(server, '/test/reset-rate-limits', { method: 'POST', body: {} });
      await fc.assert(
        fc.asyncProperty(
          prefixArb,
          segmentArb(handler),
          formArb(handler),
          encodingArb,
          originArb,
          signedArb,
          async (prefix, segment, form, encoding, origin, signed) => {
            const fields = form as Record<string, string>;
            const headers: Record<string, string> = { 'accept-language': prefix === '/en-US' ? 'en-US' : 'fa' };
            if (signed !== 'none') headers.cookie = `auth_token=${signed === 'session' ? token : 'junk'}`;
            if (origin === 'own') headers.origin = server.url;
            if (origin === 'cross-site') Object.assign(headers, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
            if (origin === 'null') headers.origin = 'null';
            let address = `${server.url}${prefix}${handler.path.replace(':param', segment)}`;
            let body: string | FormData | undefined;
            if (handler.method === 'GET') address += `?${new URLSearchParams(fields)}`;
            else {
              const encoded = encode(fields, encoding);
              body = encoded.body;
              if (encoded.type) headers['content-type'] = encoded.type;
            }
            const response = await fetch(address, { method: handler.method, headers, body, redirect: 'manual' });
            const text = await response.text();
            const problems = problemsOf(handler, response.status, response.headers.get('location'), text);
            expect(
              problems,
              `${handler.method} ${address.slice(0, 200)} ${JSON.stringify(fields).slice(0, 300)} [${encoding}, origin ${origin}, ${signed}] → ${response.status} ${response.headers.get('location') ?? ''} ${text.slice(0, 200)}`,
            ).toEqual([]);
          },
        ),
        { numRuns: RUNS * 4, seed: SEED },
      );
    },
  );
});

describe('page URLs through the real server', () => {
  const junkSegment = fc.oneof(
    fc.constantFrom(
      '%ff',
      '%',
      '%25',
      '%c0%af',
      '%e2%82',
      '..',
      '%2e%2e',
      '%2F',
      '%00',
      '%0A',
      '%09',
      'a'.repeat(3000),
      'tutor',
      'en-US',
      'fa',
      'dev',
      'auth',
      'api',
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }).map((s) => encodeURIComponent(s.toWellFormed())),
    fc.stringMatching(/^[a-z0-9-]{1,20}$/),
  );
  const pagePath = fc.tuple(
    fc.constantFrom('', '/en-US', '/fa'),
    fc.array(junkSegment, { minLength: 1, maxLength: 4 }),
    fc.constantFrom('', '?page=%ff', '?redirect_url=%09/evil', '?__proto__=1&page=0x10'),
  );

  it('answer a page, a redirect or a 4xx: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pagePath, fc.constantFrom('fa', 'en-US'), fc.boolean(), async ([prefix, segments, query], locale, signedIn) => {
        const path = `${prefix}/${segments.join('/')}${query}`;
        if (path.startsWith('/api')) return;
        const headers: Record<string, string> = { 'accept-language': locale, cookie: `i18n_redirected=${locale}${signedIn ? `; auth_token=${token}` : ''}` };
        const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers });
        const text = await response.text();
        expect(response.status, `${path} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(text).not.toMatch(/\n\s+at\s|node_modules/);
      }),
      { numRuns: RUNS * 8, seed: SEED },
    );
  });

  it('raw invalid UTF-8 in a page path is the 404 page', async () => {
    for (const path of ['/\xff', '/en-US/\xc0\xaf', '/tutor/\xe2\x82']) {
      const answer = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: i18n_redirected=fa\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  it('logged no server error for any of it', () => {
    const errors = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":"error"') || line.includes('"level":50'));
    expect(errors.slice(0, 5)).toEqual([]);
  });
});
