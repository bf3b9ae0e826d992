// `npm run bench:matching`: tutor-request matching on PostgreSQL with 10,000 tutors. Reports p50/p99
// of one request's matching (ranking the candidates, over 200 requests) and how many requests are
// submitted per second (submit = state transition + matching + offers + their expiry jobs + notices),
// one at a time and 8 at once. Not a test: it reports. DATABASE_URL names the database (it is seeded
// with `db:setup --bench` when it has fewer than 10,000 tutors, and every tutor gets an account and hours).
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
process.env.DATABASE_URL = DATABASE_URL;
process.env.LOG_LEVEL ??= 'warn';

const { sql, eq } = await import('drizzle-orm');
const { openDb, migrateDb } = await import('../server/db/client.ts');
const schema = await import('../server/db/schema/index.ts');

let handle = await openDb({ url: DATABASE_URL });
await migrateDb(handle);
const count = async (query) => Number((await handle.db.execute(query)).rows[0].n);
if ((await count(sql`select count(*)::int as n from tutors`)) < 10_000) {
  await handle.close();
  console.log('seeding 10,000 tutors (db:setup --bench)…');
  const setup = spawnSync('node', ['--import', 'tsx', 'server/db/setup.ts', '--bench'], { stdio: 'inherit', env: { ...process.env, SEED_TUTORS: '10000' } });
  if (setup.status !== 0) process.exit(1);
  handle = await openDb({ url: DATABASE_URL });
}
const { db } = handle;

// Every tutor can answer offers: an account and a week of hours (idempotent).
if ((await count(sql`select count(*)::int as n from tutors where user_id is null`)) > 0) {
  console.log('giving every tutor an account and weekly hours…');
  await db.execute(sql`
    insert into users (mobile, full_name, registered_via, locale, time_zone)
    select '+98937' || lpad(t.id::text, 7, '0'), t.full_name, 'WEBSITE_LOGIN', 'fa', 'Asia/Tehran' from tutors t where t.user_id is null
    on conflict (mobile) do nothing`);
  await db.execute(sql`update tutors t set user_id = u.id from users u where t.user_id is null and u.mobile = '+98937' || lpad(t.id::text, 7, '0')`);
}
if ((await count(sql`select count(distinct tutor_id)::int as n from tutor_availability`)) < 9_000) {
  await db.execute(sql`
    insert into tutor_availability (tutor_id, weekday, start_minute, end_minute, time_zone)
    select t.id, d, 8 * 60 + ((t.id * 7 + d * 3) % 10) * 60, 8 * 60 + ((t.id * 7 + d * 3) % 10) * 60 + 240,
           case when t.id % 5 = 0 then 'Europe/Berlin' else 'Asia/Tehran' end
    from tutors t cross join generate_series(1, 7) d
    where (t.id + d) % 3 <> 0 and not exists (select 1 from tutor_availability a where a.tutor_id = t.id)`);
}
// Fresh planner statistics after the bulk writes above and the seed's (a server without autovacuum
// would otherwise plan the hours' lookups as a scan of every tutor's hours).
await db.execute(sql`analyze tutors, tutor_courses, tutor_availability, tutor_match_facts, tutor_request_offers`);

await import('../server/app/compose.ts');
const { createDraft, submitRequest } = await import('../server/tutor-requests/form.ts');
const { lessonWeek } = await import('../server/tutor-requests/asking.ts');
const { findCandidates } = await import('../server/tutor-requests/matching.ts');
const { stopJobRunner } = await import('../server/jobs/runner.ts');

const courses = (await db.execute(sql`select course_id as id, count(*)::int as n from tutor_courses group by course_id order by n desc limit 20`)).rows;
const cities = (
  await db.execute(sql`select city_id as id from tutors where teaches_offline and city_id is not null group by city_id order by count(*) desc limit 5`)
).rows;
console.log(
  `${await count(sql`select count(*)::int as n from tutors`)} tutors; courses used: ${courses
    .map((c) => `${c.id} (${c.n} tutors)`)
    .slice(0, 5)
    .join(', ')}…`,
);

const [student] = await db
  .insert(schema.users)
  .values({
    mobile: `+98938${String(Date.now()).slice(-7)}`,
    fullName: 'Bench student',
    registeredVia: 'WEBSITE_LOGIN',
    locale: 'fa',
    timeZone: 'Europe/Berlin',
  })
  .returning();

/** A filled draft, as the form's steps leave it. */
async function filledDraft(i) {
  const course = courses[i % courses.length];
  const inPerson = i % 4 === 0 && cities.length > 0;
  const { id } = await createDraft(db, student.id, { origin: 'suggestion', course_id: course.id });
  const day = 1 + (i % 7);
  await db
    .update(schema.tutorRequests)
    .set({
      courseId: course.id,
      teachingMode: inPerson ? 'in_person' : 'online',
      cityId: inPerson ? cities[i % cities.length].id : null,
      classInfo: {
        course_id: course.id,
        level: 'Grade 10',
        teaching_mode: inPerson ? 'in_person' : 'online',
        sessions_per_week: 2,
        session_minutes: 60,
        start_date: '2027-01-11',
        group_kind: 'one_to_one',
      },
      studentInfo: { learner: 'child', learner_name: '', age_or_grade: '15', goals: 'Pass the final exam', tried_before: '' },
      timeZone: 'Europe/Berlin',
      weeklyHours: [
        { weekday: day, start_minute: 15 * 60, end_minute: 18 * 60 },
        { weekday: (day % 7) + 1, start_minute: 16 * 60, end_minute: 18 * 60 },
      ],
      address: inPerson ? { province_id: 1, city_id: cities[i % cities.length].id, area: 'Center', directions: 'Ring twice' } : null,
      budgetMinCents: 1000,
      budgetMaxCents: 3000 + (i % 5) * 500,
      supplementary: { gender_preference: 'any', contact_method: 'sms', notes: '' },
    })
    .where(eq(schema.tutorRequests.id, id));
  return id;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => `${v.toFixed(1)} ms`;

// 1. Matching alone (rank the candidates for one request), over REQUESTS requests.
const drafts = [];
for (let i = 0; i < REQUESTS; i++) drafts.push(await filledDraft(i));
const rows = await db
  .select()
  .from(schema.tutorRequests)
  .where(sql`${schema.tutorRequests.id} in ${drafts}`);
const times = [];
let candidates = 0;
// What the reads took (listed candidates, tutors whose hours were read): what grows if anything does.
const seen = { listed: 0, hoursOf: 0 };
for (const r of rows) {
  const started = performance.now();
  const ranked = await findCandidates(
    db,
    {
      courseId: r.courseId,
      teachingMode: r.teachingMode,
      cityId: r.cityId,
      timeZone: r.timeZone,
      weeklyHours: r.weeklyHours,
      wantedMinutes: 120,
      budget: { minCents: r.budgetMinCents, maxCents: r.budgetMaxCents },
      excludeTutorIds: [],
      reference: lessonWeek(r),
    },
    undefined,
    undefined,
    seen,
  );
  times.push(performance.now() - started);
  candidates += ranked.length;
}
times.sort((a, b) => a - b);
console.log(
  `matching, one request (${REQUESTS} requests): p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}, max ${ms(times.at(-1))}; ${(candidates / REQUESTS).toFixed(1)} tutors asked on average; ${(seen.listed / REQUESTS).toFixed(0)} candidates listed and ${(seen.hoursOf / REQUESTS).toFixed(0)} tutors' hours read a request`,
);

// 2. Submissions per second: the same drafts submitted (transition + matching + offers + jobs + notices).
async function submitAll(ids, concurrency) {
  const queue = [...ids];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await submitRequest(db, student.id, id);
    }),
  );
  return (ids.length / (performance.now() - started)) * 1000;
}
const half = Math.floor(drafts.length / 2);
await submitRequest(db, student.id, drafts[0]); // warm up the job client
const serial = await submitAll(drafts.slice(1, half), 1);
const parallel = await submitAll(drafts.slice(half), 8);
console.log(`submissions: ${serial.toFixed(1)}/s one at a time, ${parallel.toFixed(1)}/s with 8 at once`);
const offers = await count(
  sql`select count(*)::int as n from tutor_request_offers o join tutor_requests r on r.id = o.request_id where r.user_id = ${student.id}`,
);
console.log(`offers made: ${offers}`);

await stopJobRunner();
await handle.close();
process.exit(0);
