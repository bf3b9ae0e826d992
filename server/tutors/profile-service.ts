import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { Named, TutorCourses, TutorProfile } from '@/lib/schemas/tutor-answers';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { courseGroups, courses, tutorCourses, tutorReviews, tutors, tutorUsernameHistory } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { cardColumns, toCards } from './cards';
import { registerTutorCache } from '@/server/tutors/freshness';
import { aspectAverages } from '@/server/reviews';

const REVIEWS_SHOWN = 5;
/** The aspect averages read the latest this many class surveys. */
const ASPECT_SAMPLE = 500;
type Found = { profile: TutorProfile } | { renamedTo: string } | null;
const cache = createTtlCache<Found>(cacheMs('tutorLists'), 5000);
registerTutorCache(cache);
const coursesCache = createTtlCache<TutorCourses | null>(cacheMs('tutorLists'), 5000);
registerTutorCache(coursesCache);

/**
 * A tutor's public profile by username. A former username answers 301 with
 * `errors.new_username` (spec §4); an unknown one 404.
 */
export async function tutorProfile(db: Db, username: string, locale: Locale, t: ApiTranslator): Promise<TutorProfile> {
  const found = await cache.get(`${locale}:${username}`, () => findProfile(db, username, locale));
  if (!found) throw new HttpError(404, t('tutor_not_found'));
  if ('renamedTo' in found) {
    throw new HttpError(301, t('tutor_renamed'), { new_username: found.renamedTo });
  }
  return found.profile;
}

async function findProfile(db: Db, username: string, locale: Locale): Promise<Found> {
  const [row] = await db
    .select({ ...cardColumns, bio: tutors.bio, introVideoUrl: tutors.introVideoUrl, userId: tutors.userId })
    .from(tutors)
    .where(and(eq(tutors.username, username), eq(tutors.isActive, true)));
  if (!row) {
    const [renamed] = await db
      .select({ username: tutors.username })
      .from(tutorUsernameHistory)
      .innerJoin(tutors, eq(tutors.id, tutorUsernameHistory.tutorId))
      .where(eq(tutorUsernameHistory.oldUsername, username));
    return renamed ? { renamedTo: renamed.username } : null;
  }
  const shown = and(eq(tutorReviews.tutorId, row.id), isNull(tutorReviews.hiddenAt));
  const [[card], reviews, surveys] = await together(db, [
    () => toCards(db, [row], locale),
    () => db.select().from(tutorReviews).where(shown).orderBy(desc(tutorReviews.createdAt), desc(tutorReviews.id)).limit(REVIEWS_SHOWN),
    () =>
      db
        .select({ aspects: tutorReviews.aspects })
        .from(tutorReviews)
        .where(and(shown, isNotNull(tutorReviews.aspects)))
        .orderBy(desc(tutorReviews.id))
        .limit(ASPECT_SAMPLE),
  ]);
  return {
    profile: {
      ...card!,
      bio: row.bio,
      intro_video_url: row.introVideoUrl,
      accepts_messages: row.userId !== null,
      reviews: reviews.map((r) => ({
        id: r.id,
        author_name: r.authorName,
        stars: r.stars,
        body: r.body,
        created_at: r.createdAt.toISOString(),
        aspects: r.aspects ?? null,
        answer: r.answer,
      })),
      aspect_averages: aspectAverages(surveys.map((survey) => survey.aspects)),
    },
  };
}

/** The courses one tutor teaches, with their groups (`/tutor/profile/courses/{id}`). */
export async function tutorCoursesOf(db: Db, tutorId: number, locale: Locale, t: ApiTranslator): Promise<TutorCourses> {
  const found = await coursesCache.get(`${locale}:${tutorId}`, () => findCourses(db, tutorId, locale));
  if (!found) throw new HttpError(404, t('tutor_not_found'));
  return found;
}

async function findCourses(db: Db, tutorId: number, locale: Locale): Promise<TutorCourses | null> {
  const [tutor] = await db
    .select({ id: tutors.id })
    .from(tutors)
    .where(and(eq(tutors.id, tutorId), eq(tutors.isActive, true)));
  if (!tutor) return null;
  const rows = await db
    .select({ course: courses, group: courseGroups })
    .from(tutorCourses)
    .innerJoin(courses, eq(courses.id, tutorCourses.courseId))
    .innerJoin(courseGroups, eq(courseGroups.id, courses.courseGroupId))
    .where(eq(tutorCourses.tutorId, tutorId))
    .orderBy(asc(courseGroups.sortOrder), asc(courses.sortOrder));
  const name = (r: { nameFa: string; nameEn: string }) => (locale === 'fa' ? r.nameFa : r.nameEn);
  return {
    tutor_id: tutorId,
    courses: rows.map(({ course, group }) => ({
      id: course.id,
      name: name(course),
      slug: course.slug,
      course_group: { id: group.id, name: name(group), slug: group.slug } satisfies Named,
    })),
  };
}
