// `npm run bench:scale`: what the catalogue's size costs (issue 35). The production build on
// PostgreSQL, once with 10,000 tutors (database `bench`) and once with 100,000 (`bench_100k`),
// each seeded with `db:setup --bench=N` when it has fewer. For each: the tutor list and search
// APIs, a list page's, a price page's and a profile's cold render (the page cache off, every call a
// page not asked before), matching for a new request (scripts/bench-matching.mjs) and the sitemap
// (the first, cold answer of its index, of each file of pages and of its first file of tutors, each on
// its own, and cached ones). Calls one at a time; p50 and p99 side by side with the
// growth from 10k to 100k. Not a test: it reports.
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildIfNeeded, ensureDatabase, run, waitFor } from './lib.mjs';

const PORT = Number(process.env.PORT ?? 3304);
const BASE = `http://127.0.0.1:${PORT}`;
const SIZES = [
  { tutors: 10_000, url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench' },
  { tutors: 100_000, url: process.env.BENCH_100K_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_100k' },
];
const CALLS = Number(process.env.BENCH_CALLS ?? 60);
/** `BENCH_ONLY=matching,sitemap`: only these measures (sitemap, lists, search, price, profile, matching). */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;
const wanted = (name) => !ONLY || ONLY.has(name);
const HEADERS = { 'accept-language': 'fa', cookie: 'i18n_redirected=fa', 'accept-encoding': 'gzip' };

async function seeded({ tutors, url }) {
  await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const has = await client
    .query('select count(*)::int as n from tutors')
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  await client.end();
  if (has < tutors) {
    console.log(`seeding ${tutors} tutors in ${new URL(url).pathname.slice(1)} (db:setup --bench=${tutors})…`);
    run('node', ['--import', 'tsx', 'server/db/setup.ts', `--bench=${tutors}`], { DATABASE_URL: url, LOG_LEVEL: 'warn' });
  }
}

/** Addresses to ask, spread over the whole catalogue: tutors by id stride, every course × a few cities, name prefixes. */
async function samples(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text, values) => client.query(text, values).then((r) => r.rows);
  const [{ n }] = await q('select count(*)::int as n from tutors where is_active');
  const stride = Math.max(1, Math.floor(n / (CALLS + 10)));
  const tutors = await q(
    `select username, full_name from (select username, full_name, row_number() over (order by id) as i from tutors where is_active) t where i % $1 = 0 limit $2`,
    [stride, CALLS + 10],
  );
  const courses = await q(`select c.id, c.slug from courses c where exists (select 1 from tutor_courses tc where tc.course_id = c.id) order by c.id`);
  const cities = await q(
    `select slug from cities where id in (select city_id from tutors where city_id is not null group by city_id order by count(*) desc limit 4)`,
  );
  await client.end();
  return { tutors, courses, cities };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(paths) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(BASE + path, { headers: HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99), calls: times.length };
}

function cycle(items, count, make) {
  return Array.from({ length: count }, (_, i) => make(items[i % items.length], i));
}

function matching(url) {
  const result = spawnSync('node', ['--import', 'tsx', 'scripts/bench-matching.mjs'], {
    env: { ...process.env, DATABASE_URL: url, BENCH_REQUESTS: String(CALLS), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const line = result.stdout.split('\n').find((l) => l.startsWith('matching, one request'));
  const [, p50, p99] = line?.match(/p50 ([\d.]+) ms, p99 ([\d.]+) ms/) ?? [];
  if (!p50) throw new Error(`bench-matching printed no figures:\n${result.stdout}\n${result.stderr}`);
  const [, listed, hours] = line.match(/(\d+) candidates listed and (\d+) tutors' hours read/) ?? [];
  return { p50: Number(p50), p99: Number(p99), calls: CALLS, note: listed ? `${listed} listed, ${hours} hours read a request` : undefined };
}

async function measure(size) {
  const { tutors, courses, cities } = await samples(size.url);
  const server = spawn('node', ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: size.url,
      DATABASE_POOL_MAX: '10',
      SITE_URL: BASE,
      PORT: String(PORT),
      PAGE_CACHE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitFor(`${BASE}/api/ready`);
    const figures = {};
    // Warm the process (JIT, pool) on addresses the measured calls do not ask (a sitemap file that
    // is not one loads its route without building anything).
    await timed(['/api/www/v2/tutor/list/fetch?per_page=8', `/tutor/${tutors.at(-1).username}`, '/tutor-list', '/api/www/v1/search-box/search?q=a']);
    await fetch(`${BASE}/sitemaps/none.xml`).then((response) => response.arrayBuffer());
    if (wanted('sitemap')) {
      // Each first (cold) answer on its own: the index, the files of pages, the first file of tutors.
      const first = async (path) => {
        const started = performance.now();
        const response = await fetch(BASE + path);
        const xml = await response.text();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        return { ms: performance.now() - started, xml };
      };
      const index = await first('/sitemap.xml');
      const pages = await first('/sitemaps/0.xml');
      // The files of pages come first (5,000 addresses each), then those of tutors: each file after
      // the first is read once, in order, until the first of tutors.
      const morePages = [];
      let tutorFile;
      for (let n = 1; !tutorFile; n++) {
        const file = await first(`/sitemaps/${n}.xml`);
        if (file.xml.includes('/tutor/')) tutorFile = { ...file, n };
        else morePages.push(file);
      }
      const once = ({ ms }, note) => ({ p50: ms, p99: ms, calls: 1, note });
      const urls = ({ xml }) => `${(xml.match(/<url>/g) ?? []).length} URLs`;
      figures['sitemap index, first answer'] = once(index, `${(index.xml.match(/<loc>/g) ?? []).length} files`);
      figures['sitemap file 0 (pages), first answer'] = once(pages, urls(pages));
      if (morePages.length) {
        const times = morePages.map((file) => file.ms).sort((a, b) => a - b);
        figures['sitemap other files of pages, first answer (each)'] = {
          p50: pct(times, 50),
          p99: pct(times, 99),
          calls: times.length,
          note: `${times.length} files, ${morePages.map(urls).join(' + ')}`,
        };
      }
      figures['sitemap first file of tutors, first answer'] = once(tutorFile, `file ${tutorFile.n}, ${urls(tutorFile)}`);
      figures['sitemap, cached'] = await timed(cycle(['/sitemap.xml', '/sitemaps/0.xml', `/sitemaps/${tutorFile.n}.xml`], 12, (p) => p));
    }
    if (wanted('lists')) {
      figures['API tutor list (course, page 1–5)'] = await timed(
        cycle(courses, CALLS, (c, i) => `/api/www/v2/tutor/list/fetch?course_id=${c.id}&per_page=8&page=${1 + (Math.floor(i / courses.length) % 5)}`),
      );
    }
    if (wanted('search')) {
      figures['API search box'] = await timed(
        cycle(tutors, CALLS, (t, i) => `/api/www/v1/search-box/search?q=${encodeURIComponent(t.full_name.split(' ')[i % 2] ?? t.full_name)}`),
      );
    }
    if (wanted('lists')) {
      figures['list page, cold'] = await timed(
        cycle(courses, CALLS, (c, i) => `/tutor-list/${c.slug}${i >= courses.length ? `/${cities[Math.floor(i / courses.length) % cities.length].slug}` : ''}`),
      );
    }
    if (wanted('price')) {
      figures['price page, cold'] = await timed(
        cycle(
          courses,
          CALLS,
          (c, i) => `/tutor-price/${c.slug}${i >= courses.length ? `/${cities[Math.floor(i / courses.length) % cities.length].slug}` : ''}`,
        ),
      );
    }
    if (wanted('profile')) figures['profile, cold'] = await timed(tutors.slice(0, CALLS).map((t) => `/tutor/${encodeURIComponent(t.username)}`));
    if (wanted('matching')) figures['matching, one request'] = matching(size.url);
    return figures;
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

async function main() {
  buildIfNeeded();
  const results = [];
  for (const size of SIZES) {
    await seeded(size);
    console.log(`measuring with ${size.tutors.toLocaleString('en')} tutors…`);
    results.push(await measure(size));
  }
  const [small, large] = results;
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log('\n| what | 10k p50 | 100k p50 | growth | 10k p99 | 100k p99 | growth |');
  console.log('|---|---|---|---|---|---|---|');
  for (const name of Object.keys(small)) {
    const a = small[name];
    const b = large[name];
    if (!a || !b) continue;
    const note = b.note ? ` (${a.note ?? ''} → ${b.note})` : '';
    console.log(
      `| ${name}${note} | ${ms(a.p50)} | ${ms(b.p50)} | ${(b.p50 / a.p50).toFixed(2)}× | ${ms(a.p99)} | ${ms(b.p99)} | ${(b.p99 / a.p99).toFixed(2)}× |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
