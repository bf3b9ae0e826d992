// `npm run bench:api`: the production build on PostgreSQL (10,000 tutors) and Redis. Requests/s,
// p50 and p99 of the tutor list, a profile, `me` and health at 50 connections: against one server,
// one server behind nginx, and two servers behind nginx. Not a test: it reports.
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startProxy, startServer, stopAll } from './bench-servers.mjs';
import { buildIfNeeded, ensureDatabase, run } from './lib.mjs';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const [PORT_A, PORT_B, PORT_PROXY_ONE, PORT_PROXY_TWO] = [3311, 3312, 3313, 3314];
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL,
  REDIS_URL,
  REDIS_KEY_PREFIX: 'bench:',
  DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '20',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '1',
};

/** A real session through the sign-in API; the code is read from the outbox table. */
async function signIn(base) {
  const mobile = '+989121990001';
  const csrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };
  const post = (p, body) => fetch(`${base}/api${p}`, { method: 'POST', headers: csrf, body: JSON.stringify(body) }).then((r) => r.json());
  await post('/auth/v1/mobile-verification-send-code', { mobile, send_method: 'SMS' });
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const { rows } = await db.query('select body from outbox_messages where recipient = $1 order by id desc limit 1', [mobile]);
  await db.end();
  const code = /#(\d+)\s*$/.exec(rows[0].body)[1];
  const login = await post('/auth/v1/login-by-mobile-verification', { mobile, mobile_verification_code: code });
  if (!login.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return login.data.token;
}

function bench(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label, base, endpoints) {
  const rows = {};
  for (const [name, { path: p, headers }] of Object.entries(endpoints)) {
    await bench(base + p, headers); // warm-up pass is discarded
    const result = await bench(base + p, headers);
    if (result.non2xx) console.warn(`${label} ${name}: ${result.non2xx} answers were not 2xx`);
    rows[name] = { 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99 };
  }
  console.log(`\n${label} (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.table(rows);
  const ratio = rows.list['req/s'] / rows.health['req/s'];
  console.log(`tutor list / health throughput: ${ratio.toFixed(2)}`);
  return rows;
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  buildIfNeeded();
  run('node', ['--import', 'tsx', 'server/db/setup.ts', '--bench'], { DATABASE_URL });
  await Promise.all([startServer(PORT_A, env), startServer(PORT_B, env)]);
  await startProxy(PORT_PROXY_ONE, [PORT_A]);
  await startProxy(PORT_PROXY_TWO, [PORT_A, PORT_B]);
  const base = `http://127.0.0.1:${PORT_A}`;
  const token = await signIn(base);
  const first = await (await fetch(`${base}/api/www/v2/tutor/list/fetch?per_page=1`)).json();
  const lang = { 'accept-language': 'fa' };
  const endpoints = {
    list: { path: '/api/www/v2/tutor/list/fetch?course_id=1&per_page=8', headers: lang },
    profile: { path: `/api/www/v2/tutor/profile/${first.data.tutors[0].username}`, headers: lang },
    me: { path: '/api/auth/v1/me?include=wallet,teacher,user_club', headers: { ...lang, authorization: `Bearer ${token}` } },
    health: { path: '/api/health', headers: lang },
  };
  console.log(`machine: ${os.cpus().length} cores; PostgreSQL ${DATABASE_URL}; Redis ${REDIS_URL}`);
  await measure('one server', base, endpoints);
  await measure('one server behind nginx', `http://127.0.0.1:${PORT_PROXY_ONE}`, endpoints);
  await measure('two servers behind nginx', `http://127.0.0.1:${PORT_PROXY_TWO}`, endpoints);
}

process.on('SIGINT', () => stopAll().then(() => process.exit(130)));
main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
