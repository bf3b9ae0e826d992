// `npm run bench:pages`: the production build on PostgreSQL with 10,000 tutors; requests/s, p50 and
// p99 of the home page, a tutor list and a profile at 20 connections, measured alternately; then
// Lighthouse (mobile) scores of the same three pages in Debian's Chromium. Not a test: it reports.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { buildIfNeeded, ensureDatabase, run, waitFor } from './lib.mjs';

const PORT = Number(process.env.PORT ?? 3302);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADERS = { 'accept-language': 'fa', cookie: 'i18n_redirected=fa' };
// Canonical URLs must name the host Lighthouse visits.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL, DATABASE_POOL_MAX: '20', SITE_URL: BASE };



function bench(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE + path, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function lighthouseScores(pages) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // A Persian visitor's browser: Chrome's own Accept-Language overrides Lighthouse's extra header,
  // and an English one is sent to /en-US first (a redirect the product's main visitors never pay).
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--lang=fa', '--accept-lang=fa'] });
  const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  try {
    // Pages take turns run by run, so a slow spell of this shared machine hits all of them alike.
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      for (const [name, path] of Object.entries(pages)) {
        const { lhr } = await lighthouse(BASE + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
          extraHeaders: HEADERS,
        });
        if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} was redirected to ${lhr.finalDisplayedUrl}`);
        // A run Lighthouse could not measure (no score, e.g. it saw no paint) is reported, not counted as 0.
        if (lhr.categories.performance.score === null) {
          const errors = Object.values(lhr.audits).map((a) => a.errorMessage).filter(Boolean);
          console.log(`Lighthouse could not score ${path} in run ${i + 1}: ${lhr.runtimeError?.code ?? errors[0] ?? 'unknown'}`);
          continue;
        }
        const metric = (id) => lhr.audits[id].numericValue;
        runs[name].push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          seo: lhr.categories.seo.score * 100,
          'FCP ms': metric('first-contentful-paint'),
          'LCP ms': metric('largest-contentful-paint'),
          'TBT ms': metric('total-blocking-time'),
          CLS: metric('cumulative-layout-shift'),
          'CPU index': lhr.environment.benchmarkIndex,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  // The median run per figure: single Lighthouse runs vary by several points on a shared machine.
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const scores = {};
  for (const [name, rs] of Object.entries(runs)) {
    scores[name] = Object.fromEntries(Object.keys(rs[0]).map((key) => [key, key === 'CLS' ? Number(median(rs.map((r) => r[key])).toFixed(3)) : Math.round(median(rs.map((r) => r[key])))]));
    scores[name]['performance runs'] = rs.map((r) => Math.round(r.performance)).join(' ');
  }
  return scores;
}


async function main() {
  await ensureDatabase(DATABASE_URL);
  buildIfNeeded();
  run('node', ['--import', 'tsx', 'server/db/setup.ts', '--bench'], { DATABASE_URL });
  const server = spawn('node', ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...env, PORT: String(PORT), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('SIGINT', () => (stop(), process.exit(130)));
  try {
    await waitFor(`${BASE}/api/ready`);
    const top = await (await fetch(`${BASE}/api/www/v2/tutor/list/fetch?course_id=1&per_page=1`)).json();
    const pages = { home: '/', list: '/tutor-list/high-school-math/tehran', profile: `/tutor/${top.data.tutors[0].username}` };
    for (const path of Object.values(pages)) {
      const response = await fetch(BASE + path, { headers: HEADERS });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await bench(path).catch(() => null); // warm-up: JIT, caches, connection pool
    }
    const results = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, path] of Object.entries(pages)) results[name].push(await bench(path));
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const summary = Object.fromEntries(
      Object.entries(results).map(([name, rs]) => [
        name,
        {
          path: pages[name],
          'req/s': Math.round(mean(rs.map((r) => r.requests.average))),
          'p50 ms': Math.round(mean(rs.map((r) => r.latency.p50))),
          'p99 ms': Math.round(mean(rs.map((r) => r.latency.p99))),
          errors: rs.reduce((s, r) => s + r.errors + r.non2xx, 0),
        },
      ]),
    );
    console.log(`\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per page`);
    console.table(summary);
    const home = summary.home;
    for (const name of ['list', 'profile']) {
      const s = summary[name];
      const ok = s['req/s'] >= home['req/s'] / 2 && s['p99 ms'] <= home['p99 ms'] * 2;
      console.log(`${name}: ${(s['req/s'] / home['req/s']).toFixed(2)}× home req/s, p99 ${(s['p99 ms'] / home['p99 ms']).toFixed(2)}× home → ${ok ? 'meets' : 'MISSES'} the target`);
    }
    console.log(`\nLighthouse (mobile, a Persian browser), median of ${LIGHTHOUSE_RUNS} runs:`);
    console.table(await lighthouseScores(pages));
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
