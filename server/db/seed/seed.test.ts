import { createHash } from 'node:crypto';
import { asc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb, openDb, type Db, type DbHandle } from '@/server/db/client';
import { cities, countries, courseGroups, provinces, tutorCourses, tutors } from '@/server/db/schema';
import { COURSE_GROUPS } from './data/courses';
import { PROVINCES } from './data/provinces';
import { generateTutors, MAX_PRICE_CENTS, MIN_PRICE_CENTS } from './generate-tutors';
import { seed } from './seed';

/** Hash of the first `n` tutors and their courses, to prove later seeds leave them alone. */
async function tutorsFingerprint(db: Db, n: number): Promise<string> {
  const rows = await db.select().from(tutors).where(lte(tutors.id, n)).orderBy(asc(tutors.id));
  const links = await db.select().from(tutorCourses).where(lte(tutorCourses.tutorId, n)).orderBy(asc(tutorCourses.tutorId), asc(tutorCourses.courseId));
  return createHash('sha256').update(JSON.stringify({ rows, links })).digest('hex');
}

describe('seed', () => {
  let handle: DbHandle;
  let db: Db;
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    // Always a throwaway PGlite, even if the shell points DATABASE_URL at a real server.
    handle = await openDb({ url: '', dataDir: 'memory://' });
    expect(handle.driver).toBe('pglite');
    await migrateDb(handle);
    db = handle.db;
    firstCounts = await seed(db, { tutors: 200 });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('puts Iran first with its dial code', async () => {
    const [first] = await db.select().from(countries).orderBy(asc(countries.sortOrder)).limit(1);
    expect(first).toMatchObject({ iso2: 'IR', dialCode: '+98', nameFa: 'ایران' });
    expect(firstCounts.countries).toBeGreaterThan(200);
    expect(firstCounts).toMatchObject({ testimonials: 12, faqs: 10, settings: 4 });
  });

  it('seeds 31 provinces, each with exactly one capital', async () => {
    expect(firstCounts.provinces).toBe(31);
    const capitals = await db
      .select({ slug: provinces.slug, capitals: sql<number>`count(*) filter (where ${cities.isCapital})::int` })
      .from(provinces)
      .leftJoin(cities, eq(cities.provinceId, provinces.id))
      .groupBy(provinces.slug);
    expect(capitals).toHaveLength(31);
    // slugs are unique, so no city was silently skipped by onConflictDoNothing
    expect(firstCounts.cities).toBe(PROVINCES.reduce((sum, p) => sum + p.cities.length, 0));
    for (const row of capitals) expect(row, row.slug).toMatchObject({ capitals: 1 });
  });

  it('seeds course groups with courses', async () => {
    expect(await db.$count(courseGroups)).toBeGreaterThanOrEqual(7);
    expect(firstCounts.courses).toBe(COURSE_GROUPS.reduce((sum, g) => sum + g.courses.length, 0));
    for (const group of COURSE_GROUPS) expect(group.courses.length, group.slug).toBeGreaterThanOrEqual(6);
  });

  it('seeds 200 consistent tutors', async () => {
    const rows = await db.select().from(tutors);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((t) => t.username)).size).toBe(200);
    const withCourses = await db.selectDistinct({ tutorId: tutorCourses.tutorId }).from(tutorCourses);
    expect(withCourses).toHaveLength(200);
    for (const t of rows) {
      expect(t.username).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.teachesOnline || t.teachesOffline).toBe(true);
      if (t.teachesOffline) expect(t.cityId, t.username).not.toBeNull();
      expect(t.priceCents).toBeGreaterThanOrEqual(MIN_PRICE_CENTS);
      expect(t.priceCents).toBeLessThanOrEqual(MAX_PRICE_CENTS);
      expect(t.priceCents % 50).toBe(0);
      expect(t.stars === 0 || (t.stars >= 3 && t.stars <= 5)).toBe(true);
      expect(t.bio).not.toMatch(/[A-Za-z]/);
    }
  });

  it('is idempotent', async () => {
    const before = await tutorsFingerprint(db, 200);
    expect(await seed(db, { tutors: 200 })).toEqual(firstCounts);
    expect(await tutorsFingerprint(db, 200)).toBe(before);
  });

  it('adds only the missing tutors when asked for more', async () => {
    const before = await tutorsFingerprint(db, 200);
    const counts = await seed(db, { tutors: 250 });
    expect(counts.tutors).toBe(250);
    expect(counts.countries).toBe(firstCounts.countries);
    expect(await tutorsFingerprint(db, 200)).toBe(before);
    const [tutor201] = await db
      .select()
      .from(tutors)
      .where(eq(tutors.username, generateTutors(201, 201)[0]!.username));
    expect(tutor201).toBeDefined();
  });
});

describe('generateTutors', () => {
  it('is deterministic per index', () => {
    expect(generateTutors(30).slice(0, 20)).toEqual(generateTutors(20));
    expect(generateTutors(40, 31)[0]).toEqual(generateTutors(31)[30]);
  });
});
