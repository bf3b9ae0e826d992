import { asc, eq } from 'drizzle-orm';
import type { TeacherOverview } from '@/lib/schemas/teacher';
import type { Db } from '@/server/db/client';
import { tutorAvailability, tutors } from '@/server/db/schema';

/** The tutor profile this account teaches as, with its weekly hours; no profile yet is a null profile. */
export async function teacherOverview(db: Db, userId: number): Promise<TeacherOverview> {
  const [profile] = await db
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
    })
    .from(tutors)
    .where(eq(tutors.userId, userId))
    .limit(1);
  if (!profile) return { profile: null, availability: [] };
  const availability = await db
    .select({
      weekday: tutorAvailability.weekday,
      start_minute: tutorAvailability.startMinute,
      end_minute: tutorAvailability.endMinute,
      time_zone: tutorAvailability.timeZone,
    })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, profile.tutor_id))
    .orderBy(asc(tutorAvailability.weekday), asc(tutorAvailability.startMinute));
  return { profile, availability };
}
