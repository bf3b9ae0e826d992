// The request form: a draft, its steps, and sending it to tutors.
import { and, asc, eq } from 'drizzle-orm';
import { type CreateRequestBody, type FormStep, STEP_BODIES, type TutorRequestView, type WeeklyHourValue } from '@/lib/schemas/tutor-requests';
import { earliestStartDate, latestStartDate } from '@/lib/schemas/dates';
import type { z } from '@/lib/schemas/zod';
import { formStepAfter } from '@/lib/tutor-requests/form-steps';
import type { Db } from '@/server/db/client';
import { cities, courses, tutorCourses, tutorRequests, tutors } from '@/server/db/schema';
import { now } from '@/server/shared/clock';
import { DomainError } from '@/server/shared/domain-error';
import { applyTransition } from './transitions';
import { ownedRequest, jobsReady, missingSteps } from './model';
import { askTutors, sendOfferNotices } from './asking';
import { requestView } from './views';

type Stored<S extends FormStep> = z.output<(typeof STEP_BODIES)[S]>;

/** Starts a draft: for a tutor (profile, card), or blank (suggest a tutor), seeded from the list's course and city. */
export async function createDraft(db: Db, userId: number, body: CreateRequestBody): Promise<{ id: number }> {
  let tutorId: number | null = null;
  let courseId = body.course_id ?? null;
  if (body.tutor) {
    const [tutor] = await db
      .select({ id: tutors.id })
      .from(tutors)
      .where(and(eq(tutors.username, body.tutor), eq(tutors.isActive, true)));
    if (!tutor) throw new DomainError('not_found', 'tutor_not_found');
    tutorId = tutor.id;
    if (!courseId) {
      const [first] = await db
        .select({ id: tutorCourses.courseId })
        .from(tutorCourses)
        .where(eq(tutorCourses.tutorId, tutor.id))
        .orderBy(asc(tutorCourses.courseId))
        .limit(1);
      courseId = first?.id ?? null;
    }
  }
  if (courseId) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) courseId = null;
  }
  let cityId = body.city_id ?? null;
  let provinceId: number | null = null;
  if (cityId) {
    const [city] = await db.select({ id: cities.id, provinceId: cities.provinceId }).from(cities).where(eq(cities.id, cityId));
    cityId = city?.id ?? null;
    provinceId = city?.provinceId ?? null;
  }
  const origin = body.tutor ? (body.origin === 'suggestion' ? 'profile' : body.origin) : 'suggestion';
  const [row] = await db.insert(tutorRequests).values({ userId, tutorId, origin, courseId, cityId, provinceId }).returning({ id: tutorRequests.id });
  return { id: row!.id };
}

/**
 * Saves one form step of a draft (the body already passed the step's zod schema) and says which
 * page comes next: the address only for in-person lessons, then the review.
 */
export async function saveStep<S extends FormStep>(
  db: Db,
  userId: number,
  requestId: number,
  step: S,
  value: Stored<S>,
): Promise<{ id: number; step: S; next_step: string }> {
  const request = await ownedRequest(db, userId, requestId);
  if (request.state !== 'draft') throw new DomainError('conflict', 'tutor_request_not_editable');
  const set: Partial<typeof tutorRequests.$inferInsert> = { updatedAt: new Date() };
  switch (step) {
    case 'class-info': {
      const v = value as Stored<'class-info'>;
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, v.course_id));
      if (!course) throw new DomainError('invalid', 'tutor_request_course_unknown', {}, 'course_id');
      if (v.start_date < earliestStartDate(now())) throw new DomainError('invalid', 'tutor_request_start_date_past', {}, 'start_date');
      if (v.start_date > latestStartDate(now())) throw new DomainError('invalid', 'tutor_request_start_date_far', {}, 'start_date');
      Object.assign(set, { classInfo: v, courseId: v.course_id, teachingMode: v.teaching_mode });
      break;
    }
    case 'student-info':
      set.studentInfo = value as Stored<'student-info'>;
      break;
    case 'calendar': {
      const v = value as Stored<'calendar'>;
      Object.assign(set, { timeZone: v.time_zone, weeklyHours: normalizeHours(v.weekly_hours) });
      break;
    }
    case 'address-details': {
      const v = value as Stored<'address-details'>;
      const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, v.city_id));
      if (!city || city.provinceId !== v.province_id) throw new DomainError('invalid', 'tutor_request_city_unknown', {}, 'city_id');
      Object.assign(set, { address: v, cityId: v.city_id, provinceId: v.province_id });
      break;
    }
    case 'teaching-price': {
      const v = value as Stored<'teaching-price'>;
      Object.assign(set, { budgetMinCents: v.budget_min_cents, budgetMaxCents: v.budget_max_cents });
      break;
    }
    case 'supplementary':
      set.supplementary = value as Stored<'supplementary'>;
      break;
  }
  await db.update(tutorRequests).set(set).where(eq(tutorRequests.id, requestId));
  const inPerson = (set.teachingMode ?? request.teachingMode) === 'in_person';
  return { id: requestId, step, next_step: formStepAfter(step, inPerson) };
}

/** Merges touching or overlapping blocks of the same day and sorts them. */
function normalizeHours(hours: readonly WeeklyHourValue[]): WeeklyHourValue[] {
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || a.start_minute - b.start_minute);
  const out: WeeklyHourValue[] = [];
  for (const h of sorted) {
    const last = out.at(-1);
    if (last && last.weekday === h.weekday && h.start_minute <= last.end_minute) last.end_minute = Math.max(last.end_minute, h.end_minute);
    else out.push({ ...h });
  }
  return out;
}

/** Sends the student's finished form: matching runs and the first tutors are asked. */
export async function submitRequest(db: Db, userId: number, requestId: number): Promise<TutorRequestView> {
  const request = await ownedRequest(db, userId, requestId);
  if (request.state === 'draft') {
    const missing = missingSteps(request);
    if (missing.length > 0) throw new DomainError('invalid', 'tutor_request_incomplete', { steps: missing.join(', ') });
  }
  await jobsReady();
  const notices = await db.transaction(async (tx) => {
    await applyTransition(tx, { requestId, transition: 'submit', actor: 'student', actorUserId: userId });
    return askTutors(tx, requestId);
  });
  await sendOfferNotices(db, notices);
  return requestView(db, userId, requestId);
}
