import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { grantRole } from '@/server/auth/roles';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db } from '@/server/db/client';
import { tutorAvailability, tutorCourses, tutors, users } from '@/server/db/schema';
import { postApi } from '@/server/testing/call-api';
import { tutorsChanged } from '@/server/tutors';

/** A listed tutor that teaches `courseId`, now with an account and weekly hours (Tehran time by default). */
export async function tutorAccount(
  db: Db,
  courseId: number,
  options: {
    zone?: string;
    week?: Array<{ weekday: number; startMinute: number; endMinute: number }>;
    offline?: boolean;
    cityId?: number;
    priceCents?: number;
    /** A tutor row of its own, with no offers, classes or reviews from other tests. */
    fresh?: boolean;
  } = {},
) {
  const [seeded] = options.fresh
    ? []
    : await db
        .select({ id: tutors.id, username: tutors.username, fullName: tutors.fullName })
        .from(tutors)
        .where(and(isNull(tutors.userId), eq(tutors.isActive, true)))
        // The newest seeded tutor, not a random one: other files on the shared PostgreSQL pass read
        // low-numbered seeded tutors (e.g. tutors.test's tutor 7) and must find them unchanged.
        .orderBy(desc(tutors.id))
        .limit(1);
  const free = seeded ?? (await newListedTutor(db));
  await db.insert(tutorCourses).values({ tutorId: free.id, courseId }).onConflictDoNothing();
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile);
  const user = (await findUserByMobile(db, mobile))!;
  await grantRole(db, user.id, 'teacher');
  // A tutor's account has the name they teach under (a nameless account is asked its name first).
  await db.update(users).set({ fullName: free.fullName }).where(eq(users.id, user.id));
  await db
    .update(tutors)
    .set({
      userId: user.id,
      teachesOnline: true,
      ...(options.offline ? { teachesOffline: true, cityId: options.cityId } : {}),
      ...(options.priceCents ? { priceCents: options.priceCents } : {}),
    })
    .where(eq(tutors.id, free.id));
  const week = options.week ?? [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 22 * 60 }));
  await db.insert(tutorAvailability).values(week.map((w) => ({ ...w, tutorId: free.id, timeZone: options.zone ?? 'Asia/Tehran' })));
  // Its public profile now offers messages (and its new hours): cached profiles and pages must hear of it.
  await tutorsChanged([free.username]);
  return { token, userId: user.id, tutorId: free.id, username: free.username };
}

export const STEP_VALUES = (courseId: number, mode: 'online' | 'in_person' = 'online') => ({
  'class-info': {
    course_id: courseId,
    level: 'Grade 10',
    teaching_mode: mode,
    sessions_per_week: 2,
    session_minutes: 90,
    start_date: '2027-01-11',
    group_kind: 'one_to_one',
  },
  'student-info': { learner: 'child', learner_name: 'Dara', age_or_grade: '15', goals: 'Pass the final exam with a good mark', tried_before: '' },
  calendar: {
    time_zone: 'Europe/Berlin',
    weekly_hours: [
      { weekday: 1, start_minute: 15 * 60, end_minute: 17 * 60 },
      { weekday: 3, start_minute: 15 * 60, end_minute: 17 * 60 },
    ],
  },
  'teaching-price': { budget_min_cents: 1000, budget_max_cents: 100_000 },
  supplementary: { gender_preference: 'any', contact_method: 'sms', notes: '' },
});

/** A draft filled in every step (online unless an address is given) and submitted; returns its id. */
export async function submittedRequest(
  token: string,
  courseId: number,
  options: { tutor?: string; hours?: unknown; address?: { province_id: number; city_id: number } } = {},
) {
  const created = await postApi('/www/v1/tutor-request', { tutor: options.tutor, origin: options.tutor ? 'profile' : 'suggestion' }, { token });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const id = created.body.data.id as number;
  const steps: Record<string, unknown> = STEP_VALUES(courseId, options.address ? 'in_person' : 'online');
  if (options.hours) steps.calendar = { time_zone: 'Europe/Berlin', weekly_hours: options.hours };
  if (options.address) steps['address-details'] = { ...options.address, area: 'Saadat Abad', directions: 'Third floor, ring twice' };
  for (const [step, value] of Object.entries(steps)) {
    const saved = await postApi(`/www/v1/tutor-request/${id}/${step}`, value, { token });
    if (saved.status !== 200) throw new Error(`${step}: ${saved.status} ${saved.text}`);
  }
  const submitted = await postApi(`/www/v1/tutor-request/${id}/submit`, {}, { token });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${submitted.text}`);
  return id;
}

/**
 * A listed tutor with no account yet, like the seed's: the PostgreSQL pass shares one database
 * between many files, which together take more tutors than one seed makes.
 */
async function newListedTutor(db: Db): Promise<{ id: number; username: string; fullName: string }> {
  const [model] = await db.select().from(tutors).orderBy(desc(tutors.id)).limit(1);
  if (!model) throw new Error('no tutor to copy: seed the database first');
  const { id: _id, ratingScore: _score, userId: _user, username: _name, ...rest } = model;
  const [made] = await db
    .insert(tutors)
    .values({ ...rest, isActive: true, username: `test-tutor-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}` })
    .returning({ id: tutors.id, username: tutors.username, fullName: tutors.fullName });
  return made!;
}

/** The seed's most taught course: the one the request and class tests ask for (most tutors fit it). */
export async function mostTaughtCourseId(db: Db): Promise<number> {
  const [row] = await db.select({ id: tutorCourses.courseId }).from(tutorCourses).groupBy(tutorCourses.courseId).orderBy(desc(count())).limit(1);
  return row!.id;
}
