import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeacherOverview, TeacherProfileForm, teacherProfileBody } from '@/lib/schemas/teacher';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { cities, courses, tutorAvailability, tutorCourses, tutors, tutorUsernameHistory } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { rememberTutorIdOfAccount, tutorsChanged } from '@/server/tutors';
import { assertUsableUpload, publicFileUrl } from '@/server/uploads/ownership';

/** The tutor profile this account teaches as, with its weekly hours; no profile yet is a null profile. */
export async function teacherOverview(db: Db, userId: number): Promise<TeacherOverview> {
  // The profile and its hours in one read: the tutor's dashboard shows them on every visit.
  const hours = db
    .select({
      list: sql<TeacherOverview['availability']>`coalesce(json_agg(json_build_object(
        'weekday', ${tutorAvailability.weekday}, 'start_minute', ${tutorAvailability.startMinute},
        'end_minute', ${tutorAvailability.endMinute}, 'time_zone', ${tutorAvailability.timeZone})
        order by ${tutorAvailability.weekday}, ${tutorAvailability.startMinute}), '[]'::json)`,
    })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutors.id));
  const [found] = await db
    .select({
      tutor_id: tutors.id,
      username: tutors.username,
      full_name: tutors.fullName,
      is_active: tutors.isActive,
      price_cents: tutors.priceCents,
      stars: tutors.stars,
      reviews_count: tutors.reviewsCount,
      classes_count: tutors.classesCount,
      teaches_online: tutors.teachesOnline,
      teaches_offline: tutors.teachesOffline,
      availability: sql<TeacherOverview['availability']>`(${hours})`,
    })
    .from(tutors)
    .where(eq(tutors.userId, userId))
    .limit(1);
  rememberTutorIdOfAccount(userId, found?.tutor_id ?? null);
  if (!found) return { profile: null, availability: [] };
  const { availability, ...profile } = found;
  return { profile, availability };
}

async function ownTutor(db: Db, userId: number) {
  const [tutor] = await db.select().from(tutors).where(eq(tutors.userId, userId)).limit(1);
  if (!tutor) throw new DomainError('not_found', 'tutor_profile_missing');
  return tutor;
}

/** The profile's editable values (price in euros, weekly hours in the tutor's own zone). */
export async function teacherProfileForm(db: Db, userId: number): Promise<TeacherProfileForm> {
  const tutor = await ownTutor(db, userId);
  const [taught, slots] = await together(db, [
    () => db.select({ id: tutorCourses.courseId }).from(tutorCourses).where(eq(tutorCourses.tutorId, tutor.id)),
    () =>
      db
        .select()
        .from(tutorAvailability)
        .where(eq(tutorAvailability.tutorId, tutor.id))
        .orderBy(asc(tutorAvailability.weekday), asc(tutorAvailability.startMinute)),
  ]);
  return {
    username: tutor.username,
    price_eur: tutor.priceCents / 100,
    bio: tutor.bio,
    teaches_online: tutor.teachesOnline,
    teaches_offline: tutor.teachesOffline,
    city_id: tutor.cityId,
    course_ids: taught.map((c) => c.id),
    time_zone: slots[0]?.timeZone ?? 'Asia/Tehran',
    availability: slots.map((s) => ({ weekday: s.weekday, start_minute: s.startMinute, end_minute: s.endMinute })),
    avatar_url: tutor.avatarUrl,
    intro_video_url: tutor.introVideoUrl,
    media_in_review: tutor.mediaSubmittedAt !== null,
  };
}

/**
 * A new photo or video: a live profile's waits for the operator's review (server/media-review), the
 * public one staying meanwhile; a profile not yet live takes it at once (its review is the application's).
 */
function mediaChange(tutor: typeof tutors.$inferSelect, body: z.output<typeof teacherProfileBody>): Partial<typeof tutors.$inferInsert> {
  const avatar = body.avatar_upload_id ? publicFileUrl(body.avatar_upload_id) : undefined;
  const video = body.video_upload_id ? publicFileUrl(body.video_upload_id) : undefined;
  if (!avatar && !video) return {};
  if (!tutor.isActive) return { ...(avatar ? { avatarUrl: avatar } : {}), ...(video ? { introVideoUrl: video } : {}) };
  return {
    ...(avatar ? { pendingAvatarUrl: avatar } : {}),
    ...(video ? { pendingIntroVideoUrl: video } : {}),
    mediaSubmittedAt: new Date(),
  };
}

/**
 * Saves the tutor's own edits to their public profile. A new username keeps the old one as a 301
 * (tutor_username_history); a new photo or video must be the tutor's own finished upload of that kind.
 */
export async function saveTeacherProfile(db: Db, userId: number, body: z.output<typeof teacherProfileBody>): Promise<TeacherProfileForm> {
  const tutor = await ownTutor(db, userId);
  if (body.avatar_upload_id) await assertUsableUpload(db, userId, body.avatar_upload_id, 'picture', 'avatar_upload_id');
  if (body.video_upload_id) await assertUsableUpload(db, userId, body.video_upload_id, 'video', 'video_upload_id');
  const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, body.course_ids));
  if (found.length !== new Set(body.course_ids).size) throw new DomainError('invalid', 'course_unknown', {}, 'course_ids');
  if (body.city_id !== undefined) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.city_id));
    if (!city) throw new DomainError('invalid', 'city_unknown', {}, 'city_id');
  }
  if (body.username !== tutor.username) {
    const [taken] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.username, body.username));
    const [held] = await db.select().from(tutorUsernameHistory).where(eq(tutorUsernameHistory.oldUsername, body.username));
    if (taken || (held && held.tutorId !== tutor.id)) throw new DomainError('invalid', 'username_taken', {}, 'username');
  }
  await db.transaction(async (tx) => {
    if (body.username !== tutor.username) {
      await tx.delete(tutorUsernameHistory).where(eq(tutorUsernameHistory.oldUsername, body.username));
      await tx.insert(tutorUsernameHistory).values({ oldUsername: tutor.username, tutorId: tutor.id });
    }
    await tx
      .update(tutors)
      .set({
        username: body.username,
        priceCents: Math.round(body.price_eur * 100),
        bio: body.bio,
        teachesOnline: body.teaches_online,
        teachesOffline: body.teaches_offline,
        cityId: body.teaches_offline ? (body.city_id ?? null) : tutor.cityId,
        ...mediaChange(tutor, body),
      })
      .where(eq(tutors.id, tutor.id));
    await tx.delete(tutorCourses).where(eq(tutorCourses.tutorId, tutor.id));
    await tx.insert(tutorCourses).values([...new Set(body.course_ids)].map((courseId) => ({ tutorId: tutor.id, courseId })));
    await tx.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, tutor.id));
    await tx.insert(tutorAvailability).values(
      body.availability.map((s) => ({
        tutorId: tutor.id,
        weekday: s.weekday,
        startMinute: s.start_minute,
        endMinute: s.end_minute,
        timeZone: body.time_zone,
      })),
    );
  });
  // The old name too: its cached page must give way to the 301.
  await tutorsChanged([tutor.username, body.username]);
  return teacherProfileForm(db, userId);
}
