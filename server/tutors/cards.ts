import { asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorCard } from '@/lib/schemas/tutor-answers';
import type { Db } from '@/server/db/client';
import { cities, courses, tutorCourses, tutors } from '@/server/db/schema';
import { numberFormat } from '@/lib/intl-cache';

/** Tutors with fewer reviews than this are "new" (ranking and the card's badge). */
export const NEW_TUTOR_MAX_REVIEWS = 3;

export const cardColumns = {
  id: tutors.id,
  username: tutors.username,
  fullName: tutors.fullName,
  fullNameEn: tutors.fullNameEn,
  gender: tutors.gender,
  avatarUrl: tutors.avatarUrl,
  stars: tutors.stars,
  reviewsCount: tutors.reviewsCount,
  classesCount: tutors.classesCount,
  experienceYears: tutors.experienceYears,
  priceCents: tutors.priceCents,
  teachesOnline: tutors.teachesOnline,
  teachesOffline: tutors.teachesOffline,
  cityId: tutors.cityId,
};

export type CardRow = Omit<
  typeof tutors.$inferSelect,
  'bio' | 'introVideoUrl' | 'isActive' | 'createdAt' | 'ratingScore' | 'userId' | 'pendingAvatarUrl' | 'pendingIntroVideoUrl' | 'mediaSubmittedAt'
>;

const localName = (row: { nameFa: string; nameEn: string }, locale: Locale) => (locale === 'fa' ? row.nameFa : row.nameEn);

/** "1,250.50": euros with thousands commas and no currency sign (spec §3). */
export function formatTeachingPrice(cents: number): string {
  return numberFormat('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);
}

/** Adds courses and city names to tutor rows (two indexed queries for the whole page). */
export async function toCards(db: Db, rows: CardRow[], locale: Locale): Promise<TutorCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const courseRows = await db
    .select({
      tutorId: tutorCourses.tutorId,
      id: courses.id,
      slug: courses.slug,
      nameFa: courses.nameFa,
      nameEn: courses.nameEn,
      groupId: courses.courseGroupId,
    })
    .from(tutorCourses)
    .innerJoin(courses, eq(courses.id, tutorCourses.courseId))
    .where(inArray(tutorCourses.tutorId, ids))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  const cityIds = [...new Set(rows.map((r) => r.cityId).filter((id): id is number => id !== null))];
  const cityRows = cityIds.length ? await db.select().from(cities).where(inArray(cities.id, cityIds)) : [];
  const cityById = new Map(cityRows.map((c) => [c.id, { id: c.id, name: localName(c, locale), slug: c.slug }]));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    full_name: locale === 'fa' ? row.fullName : row.fullNameEn,
    gender: row.gender as TutorCard['gender'],
    avatar_url: row.avatarUrl,
    stars: Number(row.stars),
    reviews_count: row.reviewsCount,
    classes_count: row.classesCount,
    experience_years: row.experienceYears,
    teaching_price: row.priceCents,
    teaching_price_formatted: formatTeachingPrice(row.priceCents),
    teaches_online: row.teachesOnline,
    teaches_offline: row.teachesOffline,
    is_new: row.reviewsCount < NEW_TUTOR_MAX_REVIEWS,
    city: row.cityId === null ? null : (cityById.get(row.cityId) ?? null),
    courses: courseRows.filter((c) => c.tutorId === row.id).map((c) => ({ id: c.id, name: localName(c, locale), slug: c.slug, course_group_id: c.groupId })),
  }));
}
