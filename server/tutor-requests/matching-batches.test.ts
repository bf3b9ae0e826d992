import { sql } from 'drizzle-orm';
import { overlapMinutes } from '@/lib/tutor-requests/week-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { setupTestDb } from '@/tests/db';
import { type CandidateFacts, findCandidates, type MatchRequest, rankCandidates } from './matching';

/**
 * Matching reads tutors a batch at a time in the order of what they could score at most, and stops
 * once nobody unread can take a place: the answer must be the one reading every candidate gives,
 * straight from the tutors, their courses, offers and hours.
 */
let handle: DbHandle;
let courses: number[];
let cities: number[];
let offered: number[];
/** Requests that found somebody (an in-person one in a small city may find nobody, which must match too). */
let answered = 0;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 300 });
  const { db } = handle;
  await db.execute(sql`
    insert into users (mobile, full_name, registered_via, locale, time_zone)
    select '+98936' || lpad(t.id::text, 7, '0'), t.full_name, 'WEBSITE_LOGIN', 'fa', 'Asia/Tehran' from tutors t where t.user_id is null
    on conflict (mobile) do nothing`);
  await db.execute(sql`update tutors t set user_id = u.id from users u where t.user_id is null and u.mobile = '+98936' || lpad(t.id::text, 7, '0')`);
  await db.execute(sql`
    insert into tutor_availability (tutor_id, weekday, start_minute, end_minute, time_zone)
    select t.id, d, 8 * 60 + ((t.id * 7 + d * 3) % 10) * 60, 8 * 60 + ((t.id * 7 + d * 3) % 10) * 60 + 60 + (t.id % 4) * 60,
           case when t.id % 5 = 0 then 'Europe/Berlin' else 'Asia/Tehran' end
    from tutors t cross join generate_series(1, 7) d
    where (t.id + d) % 3 <> 0 and not exists (select 1 from tutor_availability a where a.tutor_id = t.id and a.weekday = d)`);
  courses = rowsOf<{ id: number }>(await db.execute(sql`select course_id as id from tutor_courses group by course_id order by count(*) desc limit 4`)).map(
    (row) => row.id,
  );
  // Some tutors teach in person in two cities.
  cities = rowsOf<{ id: number }>(await db.execute(sql`select id from cities order by id limit 2`)).map((row) => row.id);
  await db.execute(
    sql`update tutors set teaches_offline = true, city_id = case when id % 2 = 0 then ${cities[0]!}::int else ${cities[1]!}::int end where id % 3 = 1`,
  );
  // Offers of every kind, some older than 90 days (no longer counted), to a quarter of the tutors.
  await db.execute(sql`
    insert into users (mobile, full_name, registered_via, locale, time_zone)
    select '+98935' || lpad(n::text, 7, '0'), 'Student ' || n, 'WEBSITE_LOGIN', 'fa', 'Asia/Tehran' from generate_series(1, 6) n
    on conflict (mobile) do nothing`);
  await db.execute(sql`
    insert into tutor_requests (user_id, origin) select id, 'suggestion' from users where mobile like '+98935%'`);
  await db.execute(sql`
    insert into tutor_request_offers (request_id, tutor_id, state, rank, score, overlap_minutes, expires_at, created_at)
    select r.id, t.id, (array['offered','accepted','declined','expired','released'])[1 + (t.id + r.id) % 5], 1, 50, 60, now() + interval '1 day',
           now() - ((t.id * r.id) % 120) * interval '1 day'
    from tutors t cross join tutor_requests r
    where t.id % 4 = 0 and (t.id + r.id) % 3 <> 0 and r.user_id in (select id from users where mobile like '+98935%')`);
  offered = rowsOf<{ id: number }>(await db.execute(sql`select distinct tutor_id as id from tutor_request_offers`)).map((row) => row.id);
});
afterAll(() => handle.close());

function request(i: number): MatchRequest {
  const day = 1 + (i % 7);
  const inPerson = i % 4 === 3;
  return {
    courseId: courses[i % courses.length]!,
    teachingMode: inPerson ? 'in_person' : 'online',
    cityId: inPerson ? cities[i % 2]! : null,
    timeZone: i % 2 ? 'Europe/Berlin' : 'Asia/Tehran',
    weeklyHours: [
      { weekday: day, start_minute: (9 + (i % 6)) * 60, end_minute: (12 + (i % 6)) * 60 },
      { weekday: (day % 7) + 1, start_minute: 16 * 60, end_minute: 18 * 60 },
    ],
    wantedMinutes: 120 + (i % 3) * 60,
    budget: { minCents: 1000, maxCents: i % 3 === 0 ? null : 1500 + (i % 5) * 500 },
    // Tutors already asked are left out.
    excludeTutorIds: i % 5 === 2 ? offered.slice(0, 10) : [],
    reference: Date.UTC(2027, 0, 11),
  };
}

/** The answer by the rules, reading every candidate from the source tables (not the facts matching keeps). */
async function readingEveryone(r: MatchRequest, limit: number) {
  const mode = r.teachingMode === 'in_person' ? sql`t.teaches_offline and t.city_id = ${r.cityId}` : sql`t.teaches_online`;
  const rows = rowsOf<{ id: number; price_cents: number; rating_score: string; reviews_count: number; received: number; answered: number; open: number }>(
    await handle.db.execute(sql`
      select t.id, t.price_cents, t.rating_score, t.reviews_count,
             count(o.id)::int as received,
             (count(o.id) filter (where o.state in ('accepted','declined','released')))::int as answered,
             (count(o.id) filter (where o.state = 'offered'))::int as open
      from tutors t
      join tutor_courses tc on tc.tutor_id = t.id and tc.course_id = ${r.courseId}
      left join tutor_request_offers o on o.tutor_id = t.id and o.created_at >= now() - interval '90 days'
      where t.is_active and t.user_id is not null and ${mode}
      group by t.id`),
  ).filter((row) => !r.excludeTutorIds.includes(row.id));
  const hours = rowsOf<{ tutor_id: number; weekday: number; start_minute: number; end_minute: number; time_zone: string }>(
    await handle.db.execute(sql`select tutor_id, weekday, start_minute, end_minute, time_zone from tutor_availability`),
  );
  const facts: CandidateFacts[] = rows.map((row) => {
    const own = hours.filter((h) => h.tutor_id === row.id);
    return {
      tutorId: row.id,
      priceCents: row.price_cents,
      ratingScore: Number(row.rating_score),
      reviewsCount: row.reviews_count,
      overlapMinutes: own.length ? overlapMinutes(r.weeklyHours, r.timeZone, own, own[0]!.time_zone, r.reference) : 0,
      wantedMinutes: r.wantedMinutes,
      offersReceived: row.received,
      offersAnswered: row.answered,
      openOffers: row.open,
    };
  });
  return rankCandidates(facts, r.budget).slice(0, limit);
}

describe('matching in batches', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('finds the same best tutors, in the same order, as reading every candidate (request %i)', async (i) => {
    const expected = await readingEveryone(request(i), 5);
    if (expected.length > 0) answered++;
    for (const batch of [1, 3, 20, 200]) {
      expect(await findCandidates(handle.db, request(i), 5, batch)).toEqual(expected);
    }
    // The console's longer lists too.
    expect(await findCandidates(handle.db, request(i), 40, 7)).toEqual(await readingEveryone(request(i), 40));
  });

  it('had candidates for most requests, with offers answered, open and older than 90 days among them', async () => {
    expect(answered).toBeGreaterThanOrEqual(14);
    expect(offered.length).toBeGreaterThan(20);
    const counts = rowsOf<{ recent: number; old: number; open: number }>(
      await handle.db.execute(sql`
        select (count(*) filter (where created_at >= now() - interval '90 days'))::int as recent,
               (count(*) filter (where created_at < now() - interval '90 days'))::int as old,
               (count(*) filter (where state = 'offered'))::int as open
        from tutor_request_offers`),
    )[0]!;
    expect(counts.recent).toBeGreaterThan(0);
    expect(counts.old).toBeGreaterThan(0);
    expect(counts.open).toBeGreaterThan(0);
  });
});
