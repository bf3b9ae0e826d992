import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { tutorCourses, tutorMatchFacts, tutorRequestOffers, tutorRequests, tutors, users } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { setupTestDb } from '@/tests/db';

/**
 * `tutor_match_facts` (what matching reads candidates from, best possible score first) is kept by
 * the database: whatever is written to tutors, their courses or offers, it holds exactly what the
 * source tables say.
 */
let handle: DbHandle;
let tutorId: number;
let otherCourse: number;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 40 });
  const [row] = rowsOf<{ tutor_id: number }>(await handle.db.execute(sql`select min(tutor_id) as tutor_id from tutor_courses`));
  tutorId = row!.tutor_id;
  const [course] = rowsOf<{ id: number }>(
    await handle.db.execute(sql`select id from courses where id not in (select course_id from tutor_courses where tutor_id = ${tutorId}) order by id limit 1`),
  );
  otherCourse = course!.id;
});
afterAll(() => handle.close());

/** Rows the facts table has and the source tables do not, and the other way round. */
async function drift() {
  const truth = sql`
    select tc.tutor_id, tc.course_id, t.is_active, t.user_id is not null as has_account, t.teaches_online, t.teaches_offline, t.city_id,
           t.price_cents, t.rating_score, t.reviews_count, exists (select 1 from tutor_request_offers o where o.tutor_id = t.id) as has_offers
    from tutor_courses tc join tutors t on t.id = tc.tutor_id`;
  const kept = sql`
    select tutor_id, course_id, is_active, has_account, teaches_online, teaches_offline, city_id, price_cents, rating_score, reviews_count, has_offers
    from tutor_match_facts`;
  return {
    missing: rowsOf(await handle.db.execute(sql`${truth} except ${kept}`)),
    extra: rowsOf(await handle.db.execute(sql`${kept} except ${truth}`)),
  };
}

async function factsOf(id: number) {
  return handle.db.select().from(tutorMatchFacts).where(eq(tutorMatchFacts.tutorId, id));
}

describe('the facts matching reads candidates from', () => {
  it('hold every course of every tutor as seeded', async () => {
    expect((await factsOf(tutorId)).length).toBeGreaterThan(0);
    expect(await drift()).toEqual({ missing: [], extra: [] });
  });

  it('follow changes to a tutor: price, stars, activity, account, modes and city', async () => {
    const { db } = handle;
    const [user] = await db
      .insert(users)
      .values({ mobile: '+989350000001', fullName: 'Facts tutor', registeredVia: 'WEBSITE_LOGIN', locale: 'fa', timeZone: 'Asia/Tehran' })
      .returning();
    const [city] = rowsOf<{ id: number }>(await db.execute(sql`select id from cities order by id limit 1`));
    await db.update(tutors).set({ priceCents: 4321, stars: 4.8, reviewsCount: 2, userId: user!.id }).where(eq(tutors.id, tutorId));
    expect(await drift()).toEqual({ missing: [], extra: [] });
    const [before] = await factsOf(tutorId);
    // A new tutor (under 3 reviews) never offered: full hours 35 + budget 20 + stars + 12 + 10.
    expect(before).toMatchObject({ priceCents: 4321, hasAccount: true, reviewsCount: 2 });
    expect(before!.bestScore).toBe(Math.round(55 + 4 * before!.ratingScore + 12 + 10));
    await db.update(tutors).set({ teachesOffline: true, teachesOnline: false, cityId: city!.id, reviewsCount: 30 }).where(eq(tutors.id, tutorId));
    await db.update(tutors).set({ isActive: false }).where(eq(tutors.id, tutorId));
    expect(await drift()).toEqual({ missing: [], extra: [] });
    expect((await factsOf(tutorId))[0]).toMatchObject({ isActive: false, teachesOffline: true, teachesOnline: false, cityId: city!.id });
    await db.update(tutors).set({ isActive: true, teachesOnline: true }).where(eq(tutors.id, tutorId));
    // Many tutors in one statement (a backfill) as well as one.
    await db.execute(sql`update tutors set price_cents = price_cents + 50 where id % 3 = 0`);
    await db.execute(sql`update tutors set user_id = null where id = ${tutorId}`);
    expect(await drift()).toEqual({ missing: [], extra: [] });
  });

  it('follow the courses a tutor adds and drops, and tutors deleted', async () => {
    const { db } = handle;
    await db.insert(tutorCourses).values({ tutorId, courseId: otherCourse });
    expect((await factsOf(tutorId)).map((f) => f.courseId)).toContain(otherCourse);
    await db.delete(tutorCourses).where(eq(tutorCourses.courseId, otherCourse));
    expect((await factsOf(tutorId)).map((f) => f.courseId)).not.toContain(otherCourse);
    const [last] = rowsOf<{ id: number }>(await db.execute(sql`select max(tutor_id) as id from tutor_courses`));
    await db.delete(tutors).where(eq(tutors.id, last!.id));
    expect(await factsOf(last!.id)).toEqual([]);
    expect(await drift()).toEqual({ missing: [], extra: [] });
  });

  it('know once a tutor has been offered a request, which lifts their best possible score by what answering every offer gives over the 0.8 of too few', async () => {
    const { db } = handle;
    const [before] = await factsOf(tutorId);
    expect(before!.hasOffers).toBe(false);
    const [student] = await db
      .insert(users)
      .values({ mobile: '+989350000002', fullName: 'Facts student', registeredVia: 'WEBSITE_LOGIN', locale: 'fa', timeZone: 'Asia/Tehran' })
      .returning();
    const [request] = await db.insert(tutorRequests).values({ userId: student!.id, origin: 'suggestion' }).returning();
    await db
      .insert(tutorRequestOffers)
      .values({ requestId: request!.id, tutorId, rank: 1, score: 80, overlapMinutes: 60, expiresAt: new Date(Date.now() + 86_400_000) });
    const [after] = await factsOf(tutorId);
    expect(after!.hasOffers).toBe(true);
    expect(after!.bestScore).toBe(before!.bestScore + 3);
    expect(await drift()).toEqual({ missing: [], extra: [] });
  });
});
