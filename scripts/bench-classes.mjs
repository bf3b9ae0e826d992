// `npm run bench:classes`: a tutor with 40 classes and 2,000 sessions on PostgreSQL. Reports p50/p99 of
// the tutor's week (GET /www/v1/teacher/sessions, what /dashboard reads) and of a class page
// (GET /www/v1/classes/{id}), each through the in-process API with the tutor's session, over 300 calls.
// Not a test: it reports (issue 30 asks p99 under 100 ms). DATABASE_URL names the database (made and
// seeded with 200 tutors when missing; the bench tutor's classes are made once).
import { performance } from 'node:perf_hooks';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/classes_bench';
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
process.env.DATABASE_URL = DATABASE_URL;
process.env.LOG_LEVEL ??= 'warn';

const { default: pg } = await import('pg');
const admin = new pg.Client({ connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = new URL(DATABASE_URL).pathname.slice(1);
if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`create database "${name}"`);
await admin.end();

const { sql } = await import('drizzle-orm');
const { openDb, migrateDb, setDbHandle } = await import('../server/db/client.ts');
const { seed } = await import('../server/db/seed/seed.ts');
const handle = await openDb({ url: DATABASE_URL });
await migrateDb(handle);
setDbHandle(handle);
const { db } = handle;
const one = async (query) => (await db.execute(query)).rows[0];
if (Number((await one(sql`select count(*)::int as n from tutors`)).n) < 200) await seed(db, { tutors: 200 });

await import('../server/app/compose.ts');
const { createSession } = await import('../server/auth/sessions.ts');

// The bench tutor: the last seeded tutor, with an account; 40 classes of 50 sessions each (made once).
const MOBILE = '+989379000000';
await db.execute(
  sql`insert into users (mobile, full_name, registered_via, locale, time_zone) values (${MOBILE}, 'Bench tutor', 'WEBSITE_LOGIN', 'en-US', 'Europe/Berlin') on conflict (mobile) do nothing`,
);
const tutorUser = await one(sql`select id from users where mobile = ${MOBILE}`);
await db.execute(sql`insert into user_roles (user_id, role) values (${tutorUser.id}, 'teacher') on conflict do nothing`);
let tutor = await one(sql`select id from tutors where user_id = ${tutorUser.id}`);
if (!tutor) {
  tutor = await one(sql`select id from tutors where user_id is null order by id desc limit 1`);
  await db.execute(sql`update tutors set user_id = ${tutorUser.id} where id = ${tutor.id}`);
}
const base = Date.parse('2027-01-04T06:00:00Z');
if (Number((await one(sql`select count(*)::int as n from classes where tutor_id = ${tutor.id}`)).n) < 40) {
  console.log('making 40 classes with 50 sessions each…');
  for (let k = 0; k < 40; k++) {
    const mobile = `+98937910${String(k).padStart(4, '0')}`;
    await db.execute(
      sql`insert into users (mobile, full_name, registered_via, locale, time_zone) values (${mobile}, ${`Bench student ${k}`}, 'WEBSITE_LOGIN', 'fa', 'Asia/Tehran') on conflict (mobile) do nothing`,
    );
    const student = await one(sql`select id from users where mobile = ${mobile}`);
    const request = await one(
      sql`insert into tutor_requests (user_id, tutor_id, origin, state, teaching_mode, time_zone) values (${student.id}, ${tutor.id}, 'profile', 'prepaid', 'online', 'Asia/Tehran') returning id`,
    );
    const cls = await one(sql`
      insert into classes (request_id, student_user_id, tutor_id, teaching_mode, session_minutes, unit_price_cents, time_zone, weekly_times, room_key)
      values (${request.id}, ${student.id}, ${tutor.id}, 'online', 60, 2000, 'Asia/Tehran', '[{"weekday":1,"start_minute":600,"end_minute":660}]'::jsonb, ${`benchroomkey${k}`.padEnd(32, 'x')})
      returning id`);
    // Session j of class k starts at base + (j * 40 + k) * 2 hours: 2,000 lessons over about 170 days, never overlapping.
    await db.execute(sql`
      insert into class_sessions (class_id, tutor_id, starts_at, ends_at, time_zone, state, charged)
      select ${cls.id}, ${tutor.id}, to_timestamp(${base / 1000} + (j * 40 + ${k}) * 7200), to_timestamp(${base / 1000} + (j * 40 + ${k}) * 7200 + 3600), 'Asia/Tehran',
             case when j < 20 then 'confirmed' when j % 7 = 3 then 'cancelled' else 'scheduled' end, j < 20
      from generate_series(0, 49) j`);
  }
}
const sessions = Number((await one(sql`select count(*)::int as n from class_sessions where tutor_id = ${tutor.id}`)).n);
const classIds = (await db.execute(sql`select id from classes where tutor_id = ${tutor.id} order by id`)).rows.map((r) => r.id);
console.log(`tutor ${tutor.id}: ${classIds.length} classes, ${sessions} sessions`);

const token = await createSession(db, tutorUser.id, 'WEBSITE_LOGIN', { userAgent: 'bench', ip: '127.0.0.1' });
await import('../server/app/api.ts');
const { inProcessApi } = await import('../server/api/in-process.ts');
const api = await inProcessApi();
const get = async (path) => {
  const response = await api.fetch(new Request(`http://localhost/api${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } }));
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => `${v.toFixed(1)} ms`;
async function measure(label, pathOf) {
  for (let i = 0; i < 20; i++) await get(pathOf(i)); // warm up
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await get(pathOf(i));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label} (${CALLS} calls): p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}, max ${ms(times.at(-1))}`);
}
// A week in the middle of the lessons (about 84 of them), and each class page (50 lessons each).
const week = new Date(base + 60 * 86_400_000).toISOString();
const sample = await get(`/www/v1/teacher/sessions?from=${encodeURIComponent(week)}&days=7`);
console.log(`the week holds ${sample.data.sessions.length} sessions`);
await measure("the tutor's week", () => `/www/v1/teacher/sessions?from=${encodeURIComponent(week)}&days=7`);
await measure('a class page', (i) => `/www/v1/classes/${classIds[i % classIds.length]}`);
await handle.close();
process.exit(0);
