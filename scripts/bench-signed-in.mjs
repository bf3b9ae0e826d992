// `npm run bench:signed-in` (issue 35): the pages people work on, rendered per request, on the
// production build over PostgreSQL with 10,000 tutors (the database bench:pages uses). Signs in as
// the demo student, the demo tutor and the demo operator (who then passes the console's second factor)
// with their password, then measures each page at 20 connections
// with autocannon, each round measuring a static file of the same server first (each page's req/s is
// shown as a share of it, as bench:pages does); also the bytes of each page and of its flight data, and
// the database statements one render makes (PostgreSQL's own count of the database's transactions,
// less what the idle server makes in as long: the job runner's polls).
// Each page is also measured as a person reaches it once inside the app: the request a click on its
// link in the area's home makes (React's payload of what changes, no HTML, the shared layouts not
// rendered again), the way every page after the first is loaded. Next's own floor is measured beside
// them: the most a page rendered per request can reach on this machine (scripts/bench-floor).
// Not a test: it reports. BENCH_CPU_PROF=<folder> writes the server's CPU profile there;
// BENCH_SERVERS=2 measures two servers behind nginx (docs/deploy.md: one server per core).
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../server/db/seed/seed-demo-accounts.ts';
import { startFloor, startProxy, startServer, stopAll } from './bench-servers.mjs';
import { buildIfNeeded, ensureDatabase, run } from './lib.mjs';

const PORT = Number(process.env.PORT ?? 3305);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// BENCH_SERVERS=2: that many servers behind nginx on this one machine (one per core), measured through nginx.
const SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STATIC_FILE = '/icons/icon-192.png';
// Next's own floor measured beside the pages (BENCH_FLOOR=0 leaves it out): scripts/bench-floor, one page
// rendered per request with nothing of ours, on its own port with the same static file.
const FLOOR = process.env.BENCH_FLOOR !== '0';
const FLOOR_BASE = `http://127.0.0.1:${PORT + 20}`;
// The seeded demo accounts' numbers, keyed as the pages below name who views them.
const ACCOUNTS = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.key, account.mobile]));
// Who, which page, and (for a page outside its area's menu) the page a person clicks to it from.
const PAGES = [
  ['student', '/profile/dashboard'],
  ['student', '/profile/dashboard/wallet'],
  ['student', '/profile/dashboard/my-requests'],
  ['student', '/tutor-request/tracking/{request}', '/profile/dashboard/my-requests'],
  ['student', '/profile/dashboard/my-classes/{class}'],
  ['tutor', '/dashboard'],
  ['operator', '/operator'],
  ['operator', '/operator/tutor-requests'],
];

const { computeCacheBustingSearchParam } = createRequire(import.meta.url)('next/dist/shared/lib/router/utils/cache-busting-search-param.js');

/** The router state a browser sends with a click: the segments of the page it is on. */
function routerStateOf(segments) {
  let tree = ['__PAGE__', {}, null, null, 0];
  for (const segment of [...segments].reverse()) tree = [segment, { children: tree }, null, null, 0];
  return encodeURIComponent(JSON.stringify(['', { children: tree }, null, null, 16]));
}
// Where the click starts: the area's home, or for the home itself another page of the area.
const AREAS = {
  student: { home: '/profile/dashboard', other: '/profile/dashboard/wallet' },
  tutor: { home: '/dashboard', other: '/dashboard/earnings' },
  operator: { home: '/operator', other: '/operator/jobs' },
};

/** The headers and address of a click to `path` from `from` (else a page of its area), as Next's router sends them. */
async function navigationTo(who, path, from = path === AREAS[who].home ? AREAS[who].other : AREAS[who].home) {
  // Every work area is in the (main) group; the pages clicked from have no dynamic segment.
  const segments = [['locale', 'fa', 'd', null], '(main)', ...from.split('/').filter(Boolean)];
  const headers = { rsc: '1', 'next-router-state-tree': routerStateOf(segments), 'next-url': `/fa${from}` };
  const search = await computeCacheBustingSearchParam(undefined, undefined, headers['next-router-state-tree'], headers['next-url']);
  return { path: `${path}?_rsc=${search}`, headers };
}

function bench(path, cookie, extra = {}, base = BASE) {
  const headers = { 'accept-language': 'fa', 'accept-encoding': 'gzip', cookie: `i18n_redirected=fa${cookie ? `; ${cookie}` : ''}`, ...extra };
  return new Promise((resolve, reject) => {
    autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Signs in as a person does (the anti-forgery cookie, then the password), answering the session cookie. */
async function signIn(mobile) {
  const csrf = await fetch(`${BASE}/api/auth/v1/csrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join('; '))?.[1];
  const login = await fetch(`${BASE}/api/auth/v1/login-by-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ mobile, password: DEMO_PASSWORD, auth_origin: 'WEBSITE_LOGIN', auth_method: 'PASSWORD' }),
  });
  const session = /auth_token=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1];
  if (login.status !== 200 || !session) throw new Error(`signing in ${mobile}: ${login.status} ${await login.text()}`);
  return `auth_token=${session}`;
}

/** The console's second factor, passed as the operator does: the code their authenticator app shows now. */
async function openConsole(cookie) {
  const csrf = await fetch(`${BASE}/api/auth/v1/csrf`, { headers: { cookie } });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join('; '))?.[1];
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 }).generate();
  const verified = await fetch(`${BASE}/api/www/v1/operator/second-factor/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `${cookie}; XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ code }),
  });
  if (verified.status !== 200) throw new Error(`the console's second factor: ${verified.status} ${await verified.text()}`);
  return cookie;
}

/** Transactions the database has finished (each statement outside a transaction is one), as PostgreSQL counts them. */
async function finishedTransactions(stats) {
  await stats.query('select pg_stat_clear_snapshot()');
  const { rows } = await stats.query('select (xact_commit + xact_rollback)::bigint as n from pg_stat_database where datname = current_database()');
  return Number(rows[0].n);
}

// A backend reports its counts within its idle interval (PostgreSQL 15: up to 10 s after it last ran).
const STATS_SETTLE_MS = 11_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statements per render of `path`: `renders` sequential renders, less the idle server's own in the same time. */
async function statementsPerRender(stats, path, cookie, renders = 30) {
  await sleep(STATS_SETTLE_MS); // what came before has been reported
  const idleFrom = await finishedTransactions(stats);
  await sleep(STATS_SETTLE_MS);
  const idle = (await finishedTransactions(stats)) - idleFrom - 2;
  const from = await finishedTransactions(stats);
  const started = Date.now();
  for (let i = 0; i < renders; i++)
    await fetch(BASE + path, { headers: { cookie: `i18n_redirected=fa; ${cookie}`, 'accept-language': 'fa' } }).then((r) => r.text());
  await sleep(STATS_SETTLE_MS);
  const busy = (await finishedTransactions(stats)) - from - 2;
  const idleShare = idle * ((Date.now() - started) / STATS_SETTLE_MS);
  return Math.max(0, Math.round(((busy - idleShare) / renders) * 10) / 10);
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  buildIfNeeded();
  run('node', ['--import', 'tsx', 'server/db/setup.ts', '--bench'], { DATABASE_URL });
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL, DATABASE_POOL_MAX: '20', SITE_URL: BASE, LOG_LEVEL: 'warn' };
  process.on('SIGINT', () => stopAll().then(() => process.exit(130)));
  try {
    if (SERVERS === 1) await startServer(PORT, env, profile);
    else {
      // Several servers behind nginx, as docs/deploy.md runs them: they share rate limits and the build id in Redis.
      const ports = Array.from({ length: SERVERS }, (_, i) => 3321 + i); // 3306 is MySQL's
      const shared = { ...env, REDIS_URL, REDIS_KEY_PREFIX: 'bench-signed-in:', TRUST_PROXY: '1' };
      await Promise.all(ports.map((port) => startServer(port, shared, profile)));
      await startProxy(PORT, ports);
    }
    if (FLOOR) await startFloor(PORT + 20, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
    const cookies = {
      student: await signIn(ACCOUNTS.student),
      tutor: await signIn(ACCOUNTS.tutor),
      operator: await openConsole(await signIn(ACCOUNTS.operator)),
    };
    const asStudent = { headers: { cookie: cookies.student } };
    const ids = {
      class: (await (await fetch(`${BASE}/api/www/v1/classes`, asStudent)).json()).data.classes[0]?.id,
      request: (await (await fetch(`${BASE}/api/www/v1/tutor-request/mine`, asStudent)).json()).data.requests[0]?.id,
    };
    const measurable = ([, path]) => Object.entries(ids).every(([name, id]) => id || !path.includes(`{${name}}`));
    // A page of the demo student's own class or request is left out, and said so, when they have none.
    for (const [who, path] of PAGES.filter((page) => !measurable(page))) console.log(`not measured: ${path} (the demo ${who} has none)`);
    const pages = PAGES.filter(measurable).map(([who, path, from]) => [who, path.replace(/\{(\w+)\}/g, (_, name) => ids[name]), from]);
    const weight = {};
    const moves = Object.fromEntries(await Promise.all(pages.map(async ([who, path, from]) => [path, await navigationTo(who, path, from)])));
    const stats = new pg.Client({ connectionString: DATABASE_URL });
    await stats.connect();
    for (const [who, path] of pages) {
      const response = await fetch(BASE + path, { headers: { cookie: `i18n_redirected=fa; ${cookies[who]}`, 'accept-language': 'fa' }, redirect: 'manual' });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${path} as the ${who}: ${response.status} ${response.headers.get('location') ?? ''}`);
      const flight = html.match(/<script[^>]*>self\.__next_f[\s\S]*?<\/script>/g)?.join('') ?? '';
      weight[path] = { 'HTML KiB': Math.round(Buffer.byteLength(html) / 1024), 'flight KiB': Math.round(Buffer.byteLength(flight) / 1024) };
      weight[path]['statements'] = await statementsPerRender(stats, path, cookies[who]);
      const move = moves[path];
      const moved = await fetch(BASE + move.path, {
        headers: { ...move.headers, cookie: `i18n_redirected=fa; ${cookies[who]}`, 'accept-language': 'fa' },
        redirect: 'manual',
      });
      if (moved.status !== 200 || !moved.headers.get('content-type')?.includes('text/x-component'))
        throw new Error(`moving to ${path} as the ${who}: ${moved.status} ${moved.headers.get('content-type')}`);
      weight[path]['moving KiB'] = Math.round(Buffer.byteLength(await moved.text()) / 1024);
      await bench(path, cookies[who]); // warm-up: JIT, caches, connection pool
      await bench(move.path, cookies[who], move.headers);
    }
    await stats.end();
    await bench(STATIC_FILE);
    if (FLOOR) await bench('/', cookies.student, {}, FLOOR_BASE);
    const floor = { page: [], file: [] };
    const results = Object.fromEntries(pages.map(([, path]) => [path, { page: [], file: [], moving: [] }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [who, path] of pages) {
        const move = moves[path];
        results[path].file.push(await bench(STATIC_FILE));
        results[path].page.push(await bench(path, cookies[who]));
        results[path].moving.push(await bench(move.path, cookies[who], move.headers));
      }
      if (FLOOR) {
        floor.file.push(await bench(STATIC_FILE, '', {}, FLOOR_BASE));
        floor.page.push(await bench('/', cookies.student, {}, FLOOR_BASE));
      }
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const perSecondOf = (runs) => mean(runs.map((r) => r.requests.average));
    const p99Of = (runs) => Math.round(mean(runs.map((r) => r.latency.p99)));
    const shareOf = (perSecond, fileSecond) => `${((perSecond / fileSecond) * 100).toFixed(1)} %`;
    const summary = Object.fromEntries(
      pages.map(([who, path]) => {
        const { page, file, moving } = results[path];
        const [perSecond, movingSecond, fileSecond] = [page, moving, file].map(perSecondOf);
        return [
          path,
          {
            as: who,
            'req/s': Math.round(perSecond),
            'static file req/s': Math.round(fileSecond),
            'share of static': shareOf(perSecond, fileSecond),
            'p50 ms': Math.round(mean(page.map((r) => r.latency.p50))),
            'p99 ms': p99Of(page),
            'moving req/s': Math.round(movingSecond),
            'moving share': shareOf(movingSecond, fileSecond),
            'moving p99 ms': p99Of(moving),
            ...weight[path],
            errors: [...page, ...moving].reduce((s, r) => s + r.errors + r.non2xx, 0),
          },
        ];
      }),
    );
    console.log(
      `\n${SERVERS === 1 ? 'one server' : `${SERVERS} servers behind nginx`}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per page, each after ${SECONDS} s of ${STATIC_FILE}`,
    );
    console.table(summary);
    for (const [path, s] of Object.entries(summary)) {
      const ok = s['req/s'] >= s['static file req/s'] * 0.05 && s['p99 ms'] < 150;
      console.log(
        `${path}: ${s['share of static']} of the static file's req/s, p99 ${s['p99 ms']} ms → ${ok ? 'meets' : 'MISSES'} the target (≥ 5 %, p99 < 150 ms); moving to it inside the app ${s['moving share']}, p99 ${s['moving p99 ms']} ms`,
      );
    }
    if (FLOOR) {
      const [perSecond, fileSecond] = [floor.page, floor.file].map(perSecondOf);
      console.log(
        `Next's own floor (scripts/bench-floor: one page rendered per request, nothing of ours): ${Math.round(perSecond)} req/s, ${shareOf(perSecond, fileSecond)} of its static file's ${Math.round(fileSecond)}, p99 ${p99Of(floor.page)} ms`,
      );
    }
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
