import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUTOR_SORTS, type TutorFilters, type TutorSort } from '@/lib/schemas/tutors';
import type { Db, DbHandle } from '@/server/db/client';
import { cities, courses, tutorCourses, tutors } from '@/server/db/schema';
import { setupTestDb } from '@/tests/db';
import { cardColumns } from './cards';
import { selectTutors, tutorConditions, tutorOrder, tutorRows } from './filters';

// 10,000 tutors as in production-like runs; the planner only prefers indexes on a realistic table.
let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 10_000 });
  db = handle.db;
  await db.execute(sql`analyze`);
}, 300_000);
afterAll(() => handle.close());

async function plan(query: { getSQL: () => ReturnType<typeof sql> }): Promise<string> {
  const result = await db.execute(sql`explain ${query.getSQL()}`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, string>[];
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

const idOf = async (table: typeof courses | typeof cities, slug: string) => (await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id;

describe('tutor queries use indexes, never a sequential scan of tutors', () => {
  const cases: [string, () => Promise<TutorFilters>, TutorSort][] = [
    ['no filter, relevance', async () => ({}), 'relevance'],
    ['no filter, price', async () => ({}), 'price_asc'],
    ['no filter, stars', async () => ({}), 'stars'],
    ['no filter, most classes', async () => ({}), 'most_classes'],
    ['online, cheapest first', async () => ({ type: 'online' }), 'price_asc'],
    ['a course', async () => ({ course_id: await idOf(courses, 'high-school-math') }), 'relevance'],
    ['a course in a city', async () => ({ course_id: await idOf(courses, 'ielts'), zn_city_id: await idOf(cities, 'tehran') }), 'price_desc'],
    ['a city', async () => ({ zn_city_id: await idOf(cities, 'shiraz') }), 'stars'],
  ];

  it.each(cases)('%s', async (_, filters, sort) => {
    const narrowing = await filters();
    const query = selectTutors(db, cardColumns, narrowing)
      .where(tutorConditions(narrowing))
      .orderBy(...tutorOrder(sort, narrowing))
      .limit(8)
      .offset(8);
    expect(await plan(query)).not.toMatch(/Seq Scan on tutors/);
  });

  it('a course count', async () => {
    const narrowing = { course_id: await idOf(courses, 'geometry') };
    const query = db
      .select({ n: sql`count(*)` })
      .from(tutorRows(narrowing))
      .where(tutorConditions(narrowing));
    expect(await plan(query)).not.toMatch(/Seq Scan on tutors/);
  });

  it('a name search', async () => {
    const query = db
      .select({ id: tutors.id })
      .from(tutors)
      .where(and(eq(tutors.isActive, true), like(sql`lower(${tutors.fullNameEn})`, 'sara%')))
      .limit(6);
    expect(await plan(query)).not.toMatch(/Seq Scan on tutors/);
  });
});

describe("one course's page is a range of a tutor_courses index, never a sort of the course's tutors", () => {
  it.each(TUTOR_SORTS)('%s', async (sort) => {
    const narrowing = { course_id: await idOf(courses, 'high-school-math') };
    const query = selectTutors(db, cardColumns, narrowing)
      .where(tutorConditions(narrowing))
      .orderBy(...tutorOrder(sort, narrowing))
      .limit(8)
      .offset(16);
    const text = await plan(query);
    expect(text).toMatch(/Index (Only )?Scan( Backward)? using tutor_courses_(rating|price|stars|classes)_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it('a course price aggregate reads tutor_courses alone', async () => {
    const narrowing = { course_id: await idOf(courses, 'high-school-math') };
    const query = db
      .select({ median: sql`percentile_cont(0.5) within group (order by ${tutorCourses.priceCents})` })
      .from(tutorRows(narrowing))
      .where(tutorConditions(narrowing));
    const text = await plan(query);
    expect(text).toMatch(/on tutor_courses/);
    expect(text).not.toMatch(/on tutors/);
  });
});
