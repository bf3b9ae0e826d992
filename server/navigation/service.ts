import { asc, eq } from 'drizzle-orm';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { GroupCourses, ImportantCourseGroups, NavCourse } from '@/lib/schemas/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { courseGroups, courses } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';

const localName = (row: { nameFa: string; nameEn: string }, locale: Locale) => (locale === 'fa' ? row.nameFa : row.nameEn);

const groupsCache = createTtlCache<ImportantCourseGroups>(cacheMs('navigation'));
const coursesCache = createTtlCache<NavCourse[] | null>(cacheMs('navigation'));

/** The header's first level: every course group, plus the courses marked important. */
export function importantCourseGroups(db: Db, locale: Locale) {
  return groupsCache.get(locale, async () => {
    const groups = await db.select().from(courseGroups).orderBy(asc(courseGroups.sortOrder), asc(courseGroups.id));
    const important = await db.select().from(courses).where(eq(courses.isImportant, true)).orderBy(asc(courses.sortOrder), asc(courses.id));
    return {
      course_groups: groups.map((g) => ({ course_group_id: g.id, name: localName(g, locale), slug: g.slug })),
      important_course: important.map((c) => toNavCourse(c, locale)),
    };
  });
}

/** The header's second level: all courses of one group. */
export async function allCoursesOfGroup(db: Db, locale: Locale, courseGroupId: number, t: ApiTranslator): Promise<GroupCourses> {
  const list = await coursesCache.get(`${locale}:${courseGroupId}`, async () => {
    const [group] = await db.select({ id: courseGroups.id }).from(courseGroups).where(eq(courseGroups.id, courseGroupId));
    if (!group) return null;
    const rows = await db.select().from(courses).where(eq(courses.courseGroupId, courseGroupId)).orderBy(asc(courses.sortOrder), asc(courses.id));
    return rows.map((c) => toNavCourse(c, locale));
  });
  if (!list) throw new HttpError(404, t('course_group_not_found'));
  return { course_group_id: courseGroupId, courses: list };
}

function toNavCourse(row: { id: number; courseGroupId: number; slug: string; nameFa: string; nameEn: string }, locale: Locale): NavCourse {
  return { id: row.id, course_group_id: row.courseGroupId, name: localName(row, locale), slug: row.slug };
}
