import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorFilters, TutorSort } from '@/lib/schemas/tutors';
import { TUTOR_SORTS } from '@/lib/schemas/tutors';
import type { Db, DbHandle } from '@/server/db/client';
import { cities, courses, tutorCourses, tutors } from '@/server/db/schema';
import { setupTestDb } from '@/tests/db';
import { cardColumns } from './cards';
import { selectTutors, tutorConditions, tutorOrder } from './filters';
import { tutorsChanged } from './freshness';
import { listTutors } from './list-service';
import { priceNumbers, pricePage } from './price-service';

// One course's lists read the copies of the tutors' keys on tutor_courses (migration 0028). These
// tests hold them to the tutors' own columns: the copies follow every change, and a course's
// lists and prices are what reading tutors gives.
let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 150 });
  db = handle.db;
});
afterAll(() => handle.close());

/** tutor_courses rows whose copies differ from their tutor's columns. */
async function staleCopies(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tutorCourses)
    .innerJoin(tutors, eq(tutors.id, tutorCourses.tutorId))
    .where(
      sql`(${tutorCourses.isActive}, ${tutorCourses.priceCents}, ${tutorCourses.stars}, ${tutorCourses.reviewsCount}, ${tutorCourses.classesCount}, ${tutorCourses.ratingScore}, ${tutorCourses.cityId}, ${tutorCourses.teachesOnline}, ${tutorCourses.teachesOffline}, ${tutorCourses.gender})
        is distinct from (${tutors.isActive}, ${tutors.priceCents}, ${tutors.stars}, ${tutors.reviewsCount}, ${tutors.classesCount}, ${tutors.ratingScore}, ${tutors.cityId}, ${tutors.teachesOnline}, ${tutors.teachesOffline}, ${tutors.gender})`,
    );
  return row!.n;
}

/** A course's tutors as the lists read them before the copies: tutors filtered by a subquery, in tutors' own order. */
async function throughTutors(filters: TutorFilters, sort: TutorSort): Promise<number[]> {
  const { course_id: courseId, ...rest } = filters;
  const ofCourse = db.select({ id: tutorCourses.tutorId }).from(tutorCourses).where(eq(tutorCourses.courseId, courseId!));
  const rows = await db
    .select({ id: tutors.id })
    .from(tutors)
    .where(and(tutorConditions(rest), inArray(tutors.id, ofCourse)))
    .orderBy(...tutorOrder(sort));
  return rows.map((r) => r.id);
}

async function throughCopies(filters: TutorFilters, sort: TutorSort): Promise<number[]> {
  const rows = await selectTutors(db, { id: cardColumns.id }, filters)
    .where(tutorConditions(filters))
    .orderBy(...tutorOrder(sort, filters));
  return rows.map((r) => r.id);
}

const idOf = async (table: typeof courses | typeof cities, slug: string) => (await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id;

async function busiestCourse(): Promise<number> {
  const [row] = await db
    .select({ id: tutorCourses.courseId })
    .from(tutorCourses)
    .groupBy(tutorCourses.courseId)
    .orderBy(sql`count(*) desc`, asc(tutorCourses.courseId))
    .limit(1);
  return row!.id;
}

async function someTutorOf(courseId: number) {
  const [row] = await db
    .select({ id: tutors.id, username: tutors.username })
    .from(tutors)
    .innerJoin(tutorCourses, eq(tutorCourses.tutorId, tutors.id))
    .where(and(eq(tutorCourses.courseId, courseId), eq(tutors.isActive, true)))
    .orderBy(asc(tutors.id))
    .limit(1);
  return row!;
}

describe("tutor_courses carries its tutor's list keys", () => {
  it('has every copy right after the seed (the migration backfills, inserts fill them)', async () => {
    expect(await db.$count(tutorCourses)).toBeGreaterThan(150);
    expect(await staleCopies()).toBe(0);
  });

  it("follows a tutor's price, stars, reviews, classes, place, mode and active changes", async () => {
    const course = await busiestCourse();
    const tutor = await someTutorOf(course);
    const changes: Partial<typeof tutors.$inferInsert>[] = [
      { priceCents: 123_400 },
      { stars: 1.5, reviewsCount: 77 },
      { classesCount: 9_999 },
      { cityId: null, teachesOffline: false, teachesOnline: true },
      { gender: 'FEMALE' },
      { isActive: false },
      { isActive: true },
    ];
    for (const change of changes) {
      await db.update(tutors).set(change).where(eq(tutors.id, tutor.id));
      const [copy] = await db
        .select()
        .from(tutorCourses)
        .where(and(eq(tutorCourses.tutorId, tutor.id), eq(tutorCourses.courseId, course)));
      const [own] = await db.select().from(tutors).where(eq(tutors.id, tutor.id));
      expect(copy).toMatchObject({
        isActive: own!.isActive,
        priceCents: own!.priceCents,
        stars: own!.stars,
        reviewsCount: own!.reviewsCount,
        classesCount: own!.classesCount,
        ratingScore: own!.ratingScore,
        cityId: own!.cityId,
        teachesOnline: own!.teachesOnline,
        teachesOffline: own!.teachesOffline,
        gender: own!.gender,
      });
      expect(copy).toMatchObject(change);
    }
    expect(await staleCopies()).toBe(0);
  });

  it('fills a course added later from the tutor', async () => {
    const course = await busiestCourse();
    const [other] = await db
      .select({ id: tutors.id })
      .from(tutors)
      .where(sql`not exists (select 1 from ${tutorCourses} where ${tutorCourses.tutorId} = ${tutors.id} and ${tutorCourses.courseId} = ${course})`)
      .limit(1);
    await db.update(tutors).set({ priceCents: 4_321, stars: 4.8, reviewsCount: 31 }).where(eq(tutors.id, other!.id));
    await db.insert(tutorCourses).values({ tutorId: other!.id, courseId: course });
    const [copy] = await db
      .select()
      .from(tutorCourses)
      .where(and(eq(tutorCourses.tutorId, other!.id), eq(tutorCourses.courseId, course)));
    expect(copy).toMatchObject({ priceCents: 4_321, stars: 4.8, reviewsCount: 31, isActive: true });
  });
});

describe("a course's lists read the copies and order as reading tutors did", () => {
  it('orders every sort and narrowing the same, ties included', async () => {
    const course = await busiestCourse();
    // Ties on every sort key, so the tutor id decides as it did.
    const ofCourse = (await throughTutors({ course_id: course }, 'relevance')).slice(0, 6);
    await db.update(tutors).set({ priceCents: 2_500, stars: 4.5, reviewsCount: 12, classesCount: 40 }).where(inArray(tutors.id, ofCourse));
    const narrowings: TutorFilters[] = [
      { course_id: course },
      { course_id: course, zn_city_id: await idOf(cities, 'tehran') },
      { course_id: course, province_id: (await db.select({ p: cities.provinceId }).from(cities).where(eq(cities.slug, 'tehran')))[0]!.p },
      { course_id: course, type: 'online', price_min: 10, price_max: 45 },
      { course_id: course, type: 'offline', stars: 4, gender: 'female' },
    ];
    for (const filters of narrowings) {
      for (const sort of TUTOR_SORTS) {
        const expected = await throughTutors(filters, sort);
        expect(await throughCopies(filters, sort), `${JSON.stringify(filters)} ${sort}`).toEqual(expected);
      }
    }
    expect((await throughTutors({ course_id: course }, 'relevance')).length).toBeGreaterThan(10);
  });

  it('leaves a deactivated tutor out of the course list and its count at once', async () => {
    const course = await busiestCourse();
    const tutor = await someTutorOf(course);
    const before = await listTutors(db, { course_id: course, page: 1, per_page: 50, sort: 'price_asc' }, 'en-US');
    expect(before.tutors.map((t) => t.id)).toContain(tutor.id);
    await db.update(tutors).set({ isActive: false }).where(eq(tutors.id, tutor.id));
    await tutorsChanged([tutor.username]);
    const after = await listTutors(db, { course_id: course, page: 1, per_page: 50, sort: 'price_asc' }, 'en-US');
    expect(after.tutors.map((t) => t.id)).not.toContain(tutor.id);
    expect(after.pagination.total).toBe(before.pagination.total - 1);
    await db.update(tutors).set({ isActive: true }).where(eq(tutors.id, tutor.id));
    await tutorsChanged([tutor.username]);
  });
});

describe("a course's price distribution", () => {
  /** min, median (PostgreSQL's percentile_cont) and max of active tutors' prices, computed here. */
  function expectedNumbers(prices: number[]) {
    const sorted = [...prices].sort((a, b) => a - b);
    const middle = (sorted.length - 1) / 2;
    const median = (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
    return { count: sorted.length, min: sorted[0], median: Math.round(median), max: sorted.at(-1) };
  }

  async function pricesOf(courseId: number) {
    const rows = await db
      .select({ price: tutors.priceCents })
      .from(tutors)
      .innerJoin(tutorCourses, eq(tutorCourses.tutorId, tutors.id))
      .where(and(eq(tutorCourses.courseId, courseId), eq(tutors.isActive, true)));
    return rows.map((r) => r.price);
  }

  it("follows a tutor's new price once tutorsChanged tells", async () => {
    const course = await busiestCourse();
    expect(await priceNumbers(db, { course_id: course })).toMatchObject(expectedNumbers(await pricesOf(course)));
    const tutor = await someTutorOf(course);
    await db.update(tutors).set({ priceCents: 900_000 }).where(eq(tutors.id, tutor.id));
    await tutorsChanged([tutor.username]);
    const numbers = await priceNumbers(db, { course_id: course });
    expect(numbers).toMatchObject({ ...expectedNumbers(await pricesOf(course)), max: 900_000 });
    const page = await pricePage(db, { course_id: course }, 'en-US');
    expect(page.buckets.reduce((n, b) => n + b.count, 0)).toBe(numbers.count);
    expect(page.buckets.at(-1)!.count).toBeGreaterThanOrEqual(1);
    expect(page.buckets.at(-1)!.to).toBe(900_000);
  });
});
