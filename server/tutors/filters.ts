import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { TutorFilters, TutorSort } from '@/lib/schemas/tutors';
import { cities, courses, tutorCourses, tutors } from '@/server/db/schema';

/**
 * The WHERE clause of every tutor list. Each narrowing goes through an index: courses through
 * tutor_courses(course_id), places through tutors(city_id); the sort indexes cover the rest.
 */
export function tutorConditions(filters: TutorFilters & { ids?: number[] }): SQL {
  const parts: (SQL | undefined)[] = [eq(tutors.isActive, true)];
  if (filters.ids) parts.push(inArray(tutors.id, filters.ids));
  if (filters.course_id !== undefined) {
    parts.push(inArray(tutors.id, sql`(select ${tutorCourses.tutorId} from ${tutorCourses} where ${tutorCourses.courseId} = ${filters.course_id})`));
  } else if (filters.course_group_id !== undefined) {
    parts.push(
      inArray(
        tutors.id,
        sql`(select ${tutorCourses.tutorId} from ${tutorCourses} join ${courses} on ${courses.id} = ${tutorCourses.courseId} where ${courses.courseGroupId} = ${filters.course_group_id})`,
      ),
    );
  }
  if (filters.zn_city_id !== undefined) parts.push(eq(tutors.cityId, filters.zn_city_id));
  else if (filters.province_id !== undefined) {
    parts.push(inArray(tutors.cityId, sql`(select ${cities.id} from ${cities} where ${cities.provinceId} = ${filters.province_id})`));
  }
  if (filters.type === 'online') parts.push(eq(tutors.teachesOnline, true));
  if (filters.type === 'offline') parts.push(eq(tutors.teachesOffline, true));
  if (filters.price_min !== undefined) parts.push(gte(tutors.priceCents, filters.price_min * 100));
  if (filters.price_max !== undefined) parts.push(lte(tutors.priceCents, filters.price_max * 100));
  if (filters.stars !== undefined && filters.stars > 0) parts.push(gte(tutors.stars, filters.stars));
  if (filters.gender) parts.push(eq(tutors.gender, filters.gender.toUpperCase()));
  return and(...parts)!;
}

/** ORDER BY for each sort, written to match the indexes in server/db/schema/tutors.ts. */
export function tutorOrder(sort: TutorSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${tutors.priceCents} asc`, sql`${tutors.id} asc`];
    case 'price_desc':
      return [sql`${tutors.priceCents} desc`, sql`${tutors.id} desc`];
    case 'stars':
      return [sql`${tutors.stars} desc nulls last`, sql`${tutors.reviewsCount} desc nulls last`, sql`${tutors.id} asc`];
    case 'most_classes':
      return [sql`${tutors.classesCount} desc nulls last`, sql`${tutors.id} asc`];
    default:
      return [sql`${tutors.ratingScore} desc nulls last`, sql`${tutors.classesCount} desc nulls last`, sql`${tutors.id} asc`];
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
