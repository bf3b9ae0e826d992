import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { setupTestDb } from '@/tests/db';
import { findCandidates, type MatchRequest } from './matching';

/**
 * Matching reads tutors a batch at a time in the order of what they could score at most, and stops
 * once nobody unread can take a place: the answer must be the one reading every candidate gives.
 */
let handle: DbHandle;
let courses: number[];

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
});
afterAll(() => handle.close());

function request(i: number): MatchRequest {
  const day = 1 + (i % 7);
  return {
    courseId: courses[i % courses.length]!,
    teachingMode: 'online',
    cityId: null,
    timeZone: i % 2 ? 'Europe/Berlin' : 'Asia/Tehran',
    weeklyHours: [
      { weekday: day, start_minute: (9 + (i % 6)) * 60, end_minute: (12 + (i % 6)) * 60 },
      { weekday: (day % 7) + 1, start_minute: 16 * 60, end_minute: 18 * 60 },
    ],
    wantedMinutes: 120 + (i % 3) * 60,
    budget: { minCents: 1000, maxCents: i % 3 === 0 ? null : 1500 + (i % 5) * 500 },
    excludeTutorIds: [],
    reference: Date.UTC(2027, 0, 11),
  };
}

describe('matching in batches', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('finds the same best tutors, in the same order, as reading every candidate (request %i)', async (i) => {
    const everyone = await findCandidates(handle.db, request(i), 5, 100_000);
    expect(everyone.length).toBeGreaterThan(0);
    for (const batch of [1, 3, 20]) {
      expect(await findCandidates(handle.db, request(i), 5, batch)).toEqual(everyone);
    }
  });
});
