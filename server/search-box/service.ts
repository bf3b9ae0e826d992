import { and, asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { Named, SearchSuggestions } from '@/lib/schemas/tutor-answers';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { cities, courseGroups, courses, provinces, tutors } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';

type Row = { id: number; slug: string; nameFa: string; nameEn: string };
const named = (row: Row, locale: Locale): Named => ({ id: row.id, slug: row.slug, name: locale === 'fa' ? row.nameFa : row.nameEn });
const reference = createTtlCache<unknown>(cacheMs('provincesAndCities'));
const SUGGESTIONS = 6;

export function listProvinces(db: Db, locale: Locale) {
  return reference.get(`provinces:${locale}`, async () => {
    const rows = await db.select().from(provinces);
    return sortByName(
      rows.map((r) => named(r, locale)),
      locale,
    );
  }) as Promise<Named[]>;
}

/** Cities; with OFFLINE only those where some tutor teaches in person. */
export function listCities(db: Db, locale: Locale, opts: { offline: boolean; provinceId?: number }) {
  return reference.get(`cities:${locale}:${opts.offline}:${opts.provinceId ?? ''}`, async () => {
    const where = and(
      opts.provinceId ? eq(cities.provinceId, opts.provinceId) : undefined,
      opts.offline
        ? sql`exists (select 1 from ${tutors} where ${tutors.cityId} = ${cities.id} and ${tutors.teachesOffline} and ${tutors.isActive})`
        : undefined,
    );
    const rows = await db.select().from(cities).where(where);
    return sortByName(
      rows.map((r) => ({ ...named(r, locale), province_id: r.provinceId, is_capital: r.isCapital })),
      locale,
    );
  }) as Promise<(Named & { province_id: number; is_capital: boolean })[]>;
}

/** Every course with its group, for the search box's course field. */
export function tutoringCourses(db: Db, locale: Locale) {
  return reference.get(`courses:${locale}`, async () => {
    const rows = await db
      .select({ course: courses, group: courseGroups })
      .from(courses)
      .innerJoin(courseGroups, eq(courseGroups.id, courses.courseGroupId))
      .orderBy(asc(courseGroups.sortOrder), asc(courses.sortOrder));
    return rows.map(({ course, group }) => ({ ...named(course, locale), course_group_id: group.id, group_name: named(group, locale).name }));
  }) as Promise<SearchSuggestions['courses']>;
}

/** Suggestions as the user types: courses, groups and cities by name, tutors by name prefix. */
export async function searchBox(db: Db, locale: Locale, q: string): Promise<SearchSuggestions> {
  const text = q.trim().replace(/[%_\\]/g, '');
  const contains = `%${text}%`;
  const nameMatch = (t: typeof courses | typeof courseGroups | typeof cities) =>
    or(like(t.nameFa, contains), ilike(t.nameEn, contains), ilike(t.slug, contains));
  const tutorColumns = { id: tutors.id, username: tutors.username, fullName: tutors.fullName, fullNameEn: tutors.fullNameEn };
  const [courseRows, groupRows, cityRows, byName, byNameEn] = await together(db, [
    () =>
      db
        .select({ course: courses, group: courseGroups })
        .from(courses)
        .innerJoin(courseGroups, eq(courseGroups.id, courses.courseGroupId))
        .where(nameMatch(courses))
        .orderBy(asc(courses.isImportant), asc(courses.sortOrder))
        .limit(SUGGESTIONS),
    () => db.select().from(courseGroups).where(nameMatch(courseGroups)).limit(SUGGESTIONS),
    () => db.select().from(cities).where(nameMatch(cities)).limit(SUGGESTIONS),
    // Prefix matches only, one name at a time in its text_pattern_ops index's order (`using ~<~`):
    // each stops after SUGGESTIONS index entries, however many tutors share a first name (one OR
    // of both read every match into a bitmap first: linear in the catalogue).
    () =>
      db
        .select(tutorColumns)
        .from(tutors)
        .where(and(eq(tutors.isActive, true), like(tutors.fullName, `${text}%`)))
        .orderBy(sql`${tutors.fullName} using ~<~`)
        .limit(SUGGESTIONS),
    () =>
      db
        .select(tutorColumns)
        .from(tutors)
        .where(and(eq(tutors.isActive, true), like(sql`lower(${tutors.fullNameEn})`, `${text.toLowerCase()}%`)))
        .orderBy(sql`lower(${tutors.fullNameEn}) using ~<~`)
        .limit(SUGGESTIONS),
  ]);
  const tutorRows = [...new Map([...byName, ...byNameEn].map((r) => [r.id, r])).values()].slice(0, SUGGESTIONS);
  return {
    courses: courseRows.map(({ course, group }) => ({ ...named(course, locale), course_group_id: group.id, group_name: named(group, locale).name })),
    course_groups: groupRows.map((r) => named(r, locale)),
    cities: cityRows.map((r) => ({ ...named(r, locale), province_id: r.provinceId })),
    tutors: tutorRows.map((r) => ({ id: r.id, username: r.username, full_name: locale === 'fa' ? r.fullName : r.fullNameEn })),
  };
}

function sortByName<T extends { name: string }>(items: T[], locale: Locale): T[] {
  const collator = new Intl.Collator(locale);
  return items.sort((a, b) => collator.compare(a.name, b.name));
}
