import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { TutorFilters, TutorSort } from '@/lib/schemas/tutors';
import type { Db } from '@/server/db/client';
import { cities, courses, tutorCourses, tutors } from '@/server/db/schema';

const TUTOR_KEYS = {
  id: tutors.id,
  isActive: tutors.isActive,
  priceCents: tutors.priceCents,
  stars: tutors.stars,
  reviewsCount: tutors.reviewsCount,
  classesCount: tutors.classesCount,
  ratingScore: tutors.ratingScore,
  cityId: tutors.cityId,
  teachesOnline: tutors.teachesOnline,
  teachesOffline: tutors.teachesOffline,
  gender: tutors.gender,
};

/** What a list narrows and orders by: a tutor's columns, or their copies on a tutor_courses row. */
export type TutorKeys = Record<keyof typeof TUTOR_KEYS, AnyPgColumn>;

const COURSE_KEYS: TutorKeys = {
  id: tutorCourses.tutorId,
  isActive: tutorCourses.isActive,
  priceCents: tutorCourses.priceCents,
  stars: tutorCourses.stars,
  reviewsCount: tutorCourses.reviewsCount,
  classesCount: tutorCourses.classesCount,
  ratingScore: tutorCourses.ratingScore,
  cityId: tutorCourses.cityId,
  teachesOnline: tutorCourses.teachesOnline,
  teachesOffline: tutorCourses.teachesOffline,
  gender: tutorCourses.gender,
};

/**
 * Without a course a list reads tutors; with one it reads that course's tutor_courses rows, which
 * carry copies of the keys (kept by the database: migration 0028), so an ordered page of one
 * course is an index range with a LIMIT and a price aggregate never reads the tutors table.
 */
export function tutorKeys(filters: { course_id?: number }): TutorKeys {
  return filters.course_id === undefined ? TUTOR_KEYS : COURSE_KEYS;
}

/** The table a filter set's counts and aggregates read (see `tutorKeys`). */
export function tutorRows(filters: { course_id?: number }) {
  return filters.course_id === undefined ? tutors : tutorCourses;
}

/** `select fields from tutors`, joined to the course's tutor_courses rows when the filters name one. */
export function selectTutors<T extends SelectedFields>(db: Db, fields: T, filters: { course_id?: number }) {
  const query = db.select(fields).from(tutors).$dynamic();
  return filters.course_id === undefined ? query : query.innerJoin(tutorCourses, eq(tutorCourses.tutorId, tutors.id));
}

/**
 * The WHERE clause of every tutor list, over `tutorKeys(filters)`. Each narrowing goes through an
 * index: a course through tutor_courses' indexes, places through tutors(city_id) or
 * tutor_courses(course_id, city_id, …); the sort indexes cover the rest.
 */
export function tutorConditions(filters: TutorFilters & { ids?: number[] }): SQL {
  const keys = tutorKeys(filters);
  const parts: (SQL | undefined)[] = [eq(keys.isActive, true)];
  if (filters.ids) parts.push(inArray(keys.id, filters.ids));
  if (filters.course_id !== undefined) {
    parts.push(eq(tutorCourses.courseId, filters.course_id));
  } else if (filters.course_group_id !== undefined) {
    parts.push(
      inArray(
        tutors.id,
        sql`(select ${tutorCourses.tutorId} from ${tutorCourses} join ${courses} on ${courses.id} = ${tutorCourses.courseId} where ${courses.courseGroupId} = ${filters.course_group_id})`,
      ),
    );
  }
  if (filters.zn_city_id !== undefined) parts.push(eq(keys.cityId, filters.zn_city_id));
  else if (filters.province_id !== undefined) {
    parts.push(inArray(keys.cityId, sql`(select ${cities.id} from ${cities} where ${cities.provinceId} = ${filters.province_id})`));
  }
  if (filters.type === 'online') parts.push(eq(keys.teachesOnline, true));
  if (filters.type === 'offline') parts.push(eq(keys.teachesOffline, true));
  if (filters.price_min !== undefined) parts.push(gte(keys.priceCents, filters.price_min * 100));
  if (filters.price_max !== undefined) parts.push(lte(keys.priceCents, filters.price_max * 100));
  if (filters.stars !== undefined && filters.stars > 0) parts.push(gte(keys.stars, filters.stars));
  if (filters.gender) parts.push(eq(keys.gender, filters.gender.toUpperCase()));
  return and(...parts)!;
}

/** ORDER BY for each sort, written to match the indexes in server/db/schema/tutors.ts (tutors' and tutor_courses'). */
export function tutorOrder(sort: TutorSort, filters: { course_id?: number } = {}): SQL[] {
  const keys = tutorKeys(filters);
  switch (sort) {
    case 'price_asc':
      return [sql`${keys.priceCents} asc`, sql`${keys.id} asc`];
    case 'price_desc':
      return [sql`${keys.priceCents} desc`, sql`${keys.id} desc`];
    case 'stars':
      return [sql`${keys.stars} desc nulls last`, sql`${keys.reviewsCount} desc nulls last`, sql`${keys.id} asc`];
    case 'most_classes':
      return [sql`${keys.classesCount} desc nulls last`, sql`${keys.id} asc`];
    default:
      return [sql`${keys.ratingScore} desc nulls last`, sql`${keys.classesCount} desc nulls last`, sql`${keys.id} asc`];
  }
}

/** A stable cache key for a filter set. */
export function filterKey(filters: object): string {
  return JSON.stringify(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
