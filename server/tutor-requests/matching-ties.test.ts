import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { setupTestDb } from '@/tests/db';
import { findCandidates, type MatchReading, type MatchRequest } from './matching';

/**
 * How much matching reads does not grow with a tier of tutors who could all score the same (issue
 * 35): at 100,000 tutors one course had 843 tutors of one best possible score, and all of them were
 * listed before anybody's hours were read. Here every tutor of one course has the same facts.
 */
let handle: DbHandle;
let course: number;
/** The course's tutors, in id order. */
let ids: number[];

const request: MatchRequest = {
  courseId: 0,
  teachingMode: 'online',
  cityId: null,
  timeZone: 'UTC',
  // Monday 9:00–11:00 UTC.
  weeklyHours: [{ weekday: 1, start_minute: 9 * 60, end_minute: 11 * 60 }],
  wantedMinutes: 120,
  budget: { minCents: 500, maxCents: 2000 },
  excludeTutorIds: [],
  reference: Date.UTC(2027, 0, 11),
};

/** The n-th to m-th tutors of the course (by id, from 0) teach Monday `from`–`to` (UTC) at `price`. */
async function give(n: number, m: number, hours: { weekday: number; from: number; to: number }, price: number) {
  const chosen = ids.slice(n, m);
  await handle.db.execute(sql`delete from tutor_availability where tutor_id in ${chosen}`);
  await handle.db.execute(sql`
    insert into tutor_availability (tutor_id, weekday, start_minute, end_minute, time_zone)
    select id, ${hours.weekday}::int, ${hours.from * 60}::int, ${hours.to * 60}::int, 'UTC' from unnest(${`{${chosen.join(',')}}`}::int[]) as id`);
  await handle.db.execute(sql`update tutors set price_cents = ${price}::int where id in ${chosen}`);
}

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 120 });
  const { db } = handle;
  course = rowsOf<{ id: number }>(await db.execute(sql`select id from courses order by id limit 1`))[0]!.id;
  request.courseId = course;
  // Every tutor teaches the course, online, with an account, as a new tutor of the same stars: one
  // best possible score (91) for all of them (no reviews: a rating score of 3.5).
  await db.execute(sql`insert into tutor_courses (tutor_id, course_id) select id, ${course}::int from tutors on conflict do nothing`);
  await db.execute(sql`
    insert into users (mobile, full_name, registered_via, locale, time_zone)
    select '+98934' || lpad(t.id::text, 7, '0'), t.full_name, 'WEBSITE_LOGIN', 'fa', 'UTC' from tutors t where t.user_id is null
    on conflict (mobile) do nothing`);
  await db.execute(sql`update tutors t set user_id = u.id from users u where t.user_id is null and u.mobile = '+98934' || lpad(t.id::text, 7, '0')`);
  await db.execute(sql`update tutors set is_active = true, teaches_online = true, reviews_count = 0`);
  await db.execute(sql`delete from tutor_request_offers`);
  ids = rowsOf<{ id: number }>(await db.execute(sql`select id from tutors order by id`)).map((row) => row.id);
  const tiers = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct best_score)::int as n from tutor_match_facts where course_id = ${course}::int`),
  );
  expect(tiers[0]!.n).toBe(1);
});
afterAll(() => handle.close());

describe('matching among tutors of one best possible score', () => {
  it('lists one batch, not the whole tier, when the first tutors take the places', async () => {
    // Everyone teaches Monday 9–11 within the budget: the five lowest ids win with 91.
    await give(0, ids.length, { weekday: 1, from: 9, to: 11 }, 1000);
    const seen: MatchReading = { listed: 0, hoursOf: 0 };
    const ranked = await findCandidates(handle.db, request, 5, 200, seen);
    expect(ranked.map((r) => [r.tutorId, r.score])).toEqual(ids.slice(0, 5).map((id) => [id, 91]));
    expect(ids.length).toBeGreaterThan(100);
    // One batch of four times the places (it listed all 120 before).
    expect(seen.listed).toBe(20);
    expect(seen.hoursOf).toBe(20);
  });

  it('reads the hours only of those who could still take a place', async () => {
    // The first five cover half the wanted time (74), the next fifteen another day (no overlap), the
    // next three all of it (91), and everyone after them is priced far over the budget (71 at most).
    await give(0, 5, { weekday: 1, from: 9, to: 10 }, 1000);
    await give(5, 20, { weekday: 3, from: 9, to: 11 }, 1000);
    await give(20, 23, { weekday: 1, from: 9, to: 11 }, 1000);
    await give(23, ids.length, { weekday: 1, from: 9, to: 11 }, 10_000);
    const seen: MatchReading = { listed: 0, hoursOf: 0 };
    const ranked = await findCandidates(handle.db, request, 5, 200, seen);
    expect(ranked.map((r) => [r.tutorId, r.score])).toEqual([
      [ids[20], 91],
      [ids[21], 91],
      [ids[22], 91],
      [ids[0], 74],
      [ids[1], 74],
    ]);
    // The first batch of twenty, then the three of 91 (a batch of twenty would have read seventeen
    // tutors over the budget, who cannot beat 74 whatever their hours).
    expect(seen.hoursOf).toBe(23);
    // The same answer with every batch size.
    for (const size of [1, 3, 7, 20]) expect(await findCandidates(handle.db, request, 5, size)).toEqual(ranked);
  });
});
