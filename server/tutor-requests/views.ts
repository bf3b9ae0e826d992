// What the student and the tutor see of requests and offers, and the market's prices.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import {
  type MarketPrices,
  type RequestState,
  type SuggestionView,
  type TeacherOfferPage,
  type TeacherOfferListing,
  type TeacherOfferView,
  MY_REQUESTS_PAGE_SIZE,
  type TutorRequestPage,
  type TutorRequestView,
} from '@/lib/schemas/tutor-requests';
import { convertWeeklyHours } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import { readPage } from '@/server/db/pages';
import { figure, readFigures } from '@/server/db/rows';
import {
  cities,
  courses,
  tutorAvailability,
  tutorCourses,
  tutorRequestOffers,
  tutorRequestTransitions,
  tutorRequests,
  tutors,
  users,
} from '@/server/db/schema';
import { allowedTransitions } from './state-machine';
import { ownedRequest, missingSteps } from './model';
import { lessonWeek } from './asking';
import { tutorOfUser } from './offers';

const courseName = (locale: Locale) => (locale === 'fa' ? courses.nameFa : courses.nameEn);

const tutorName = (locale: Locale) => (locale === 'fa' ? tutors.fullName : tutors.fullNameEn);

/** Everything the owner sees of a request: steps, timeline, suggestions, what they may do now. */
export async function requestView(db: Db, userId: number, requestId: number, locale: Locale = 'fa'): Promise<TutorRequestView> {
  const r = await ownedRequest(db, userId, requestId);
  const [course] = r.courseId
    ? await db
        .select({ id: courses.id, name: courseName(locale) })
        .from(courses)
        .where(eq(courses.id, r.courseId))
    : [];
  const [tutor] = r.tutorId
    ? await db
        .select({ id: tutors.id, username: tutors.username, full_name: tutorName(locale) })
        .from(tutors)
        .where(eq(tutors.id, r.tutorId))
    : [];
  const transitions = await db
    .select()
    .from(tutorRequestTransitions)
    .where(eq(tutorRequestTransitions.requestId, requestId))
    .orderBy(asc(tutorRequestTransitions.seq));
  const offers = await db
    .select({
      offer_id: tutorRequestOffers.id,
      state: tutorRequestOffers.state,
      expires_at: tutorRequestOffers.expiresAt,
      tutor_id: tutors.id,
      username: tutors.username,
      full_name: tutorName(locale),
      price_cents: tutors.priceCents,
      stars: tutors.stars,
      reviews_count: tutors.reviewsCount,
      avatar_url: tutors.avatarUrl,
      overlap_minutes: tutorRequestOffers.overlapMinutes,
    })
    .from(tutorRequestOffers)
    .innerJoin(tutors, eq(tutors.id, tutorRequestOffers.tutorId))
    .where(eq(tutorRequestOffers.requestId, requestId))
    .orderBy(asc(tutorRequestOffers.rank));
  const suggestions: SuggestionView[] = offers
    .filter((o) => o.state === 'accepted')
    .map(({ state: _s, expires_at: _e, ...o }) => ({ ...o, stars: Number(o.stars), chosen: r.state !== 'suggestions_ready' && r.tutorId === o.tutor_id }));
  const pending = offers.filter((o) => o.state === 'offered');
  const state = r.state as RequestState;
  return {
    id: r.id,
    state,
    origin: r.origin as TutorRequestView['origin'],
    tutor: tutor ?? null,
    course: course ?? null,
    class_info: r.classInfo ?? null,
    student_info: r.studentInfo ?? null,
    calendar: r.timeZone && r.weeklyHours ? { time_zone: r.timeZone, weekly_hours: r.weeklyHours } : null,
    address: r.address ?? null,
    budget: r.budgetMaxCents != null ? { min_cents: r.budgetMinCents ?? 0, max_cents: r.budgetMaxCents } : null,
    supplementary: r.supplementary ?? null,
    missing_steps: missingSteps(r),
    created_at: r.createdAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    transitions: transitions.map((t) => ({
      transition: t.transition,
      from: t.fromState as RequestState,
      to: t.toState as RequestState,
      actor: t.actor,
      reason: t.reason,
      at: t.createdAt.toISOString(),
    })),
    suggestions,
    pending_offers: pending.length,
    next_expiry: pending.length ? new Date(Math.min(...pending.map((o) => o.expires_at.getTime()))).toISOString() : null,
    actions: allowedTransitions(state, 'student'),
  };
}

/** The user's requests, newest first, a page at a time. */
export async function listMyRequests(db: Db, userId: number, locale: Locale, page = 1, size = MY_REQUESTS_PAGE_SIZE): Promise<TutorRequestPage> {
  const { rows, has_more } = await readPage(page, size, (limit, offset) =>
    db
      .select({
        id: tutorRequests.id,
        state: tutorRequests.state,
        course: courseName(locale),
        tutor: tutorName(locale),
        created_at: tutorRequests.createdAt,
        updated_at: tutorRequests.updatedAt,
      })
      .from(tutorRequests)
      .leftJoin(courses, eq(courses.id, tutorRequests.courseId))
      .leftJoin(tutors, eq(tutors.id, tutorRequests.tutorId))
      .where(eq(tutorRequests.userId, userId))
      .orderBy(desc(tutorRequests.createdAt), desc(tutorRequests.id))
      .limit(limit)
      .offset(offset),
  );
  const requests = rows.map((r) => ({ ...r, state: r.state as RequestState, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() }));
  return { requests, page, has_more };
}

const readZone = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A tutor's offers a page at a time, with the student's hours on the tutor's clock (no address, no name):
 * `open` the ones waiting for an answer, soonest to expire first; `all` every offer, newest first.
 */
export async function listTeacherOffers(db: Db, userId: number, locale: Locale, query: TeacherOfferListing): Promise<TeacherOfferPage> {
  const tutor = await tutorOfUser(db, userId);
  // The clock the tutor's hours are kept on, else the account's: both in one statement.
  const zones = await readFigures(db, {
    hours: figure(
      'tutor-requests.hours-zone',
      { tutorId: tutor.id },
      (v) => db.select({ zone: tutorAvailability.timeZone }).from(tutorAvailability).where(eq(tutorAvailability.tutorId, v.tutorId)).limit(1),
      readZone,
    ),
    account: figure('tutor-requests.account-zone', { userId }, (v) => db.select({ zone: users.timeZone }).from(users).where(eq(users.id, v.userId)), readZone),
  });
  const zone = zones.hours ?? zones.account ?? 'Asia/Tehran';
  const open = query.filter === 'open';
  const { rows, has_more } = await readPage(query.page, query.size, (limit, offset) =>
    db
      .select({ offer: tutorRequestOffers, request: tutorRequests, course: courseName(locale), city: locale === 'fa' ? cities.nameFa : cities.nameEn })
      .from(tutorRequestOffers)
      .innerJoin(tutorRequests, eq(tutorRequests.id, tutorRequestOffers.requestId))
      .leftJoin(courses, eq(courses.id, tutorRequests.courseId))
      .leftJoin(cities, eq(cities.id, tutorRequests.cityId))
      .where(open ? and(eq(tutorRequestOffers.tutorId, tutor.id), eq(tutorRequestOffers.state, 'offered')) : eq(tutorRequestOffers.tutorId, tutor.id))
      .orderBy(...(open ? [asc(tutorRequestOffers.expiresAt), asc(tutorRequestOffers.id)] : [desc(tutorRequestOffers.createdAt), desc(tutorRequestOffers.id)]))
      .limit(limit)
      .offset(offset),
  );
  return { offers: rows.map((row) => offerView(row, zone)), page: query.page, has_more };
}

type OfferRow = {
  offer: typeof tutorRequestOffers.$inferSelect;
  request: typeof tutorRequests.$inferSelect;
  course: string | null;
  city: string | null;
};

function offerView({ offer, request, course, city }: OfferRow, zone: string): TeacherOfferView {
  return {
    offer_id: offer.id,
    request_id: request.id,
    state: offer.state as TeacherOfferView['state'],
    course,
    level: request.classInfo?.level ?? null,
    teaching_mode: (request.teachingMode as TeacherOfferView['teaching_mode']) ?? null,
    city: request.teachingMode === 'in_person' ? city : null,
    budget: request.budgetMaxCents != null ? { min_cents: request.budgetMinCents ?? 0, max_cents: request.budgetMaxCents } : null,
    sessions_per_week: request.classInfo?.sessions_per_week ?? null,
    session_minutes: request.classInfo?.session_minutes ?? null,
    hours: convertWeeklyHours(request.weeklyHours ?? [], request.timeZone ?? 'UTC', zone, lessonWeek(request)),
    time_zone: zone,
    expires_at: offer.expiresAt.toISOString(),
    decline_reason: offer.declineReason,
    learner: request.studentInfo?.learner ?? null,
    age_or_grade: request.studentInfo?.age_or_grade || null,
    goals: request.studentInfo?.goals || null,
    tried_before: request.studentInfo?.tried_before || null,
    notes: request.supplementary?.notes || null,
    start_date: request.classInfo?.start_date ?? null,
  };
}

/** Prices of tutors teaching the course (in the city, for in-person lessons): the budget step's min / median / max. */
export async function marketPrices(db: Db, courseId: number, cityId?: number | null): Promise<MarketPrices> {
  const result = await db.execute(sql`
    select min(t.price_cents)::int as min, (percentile_disc(0.5) within group (order by t.price_cents))::int as median,
           max(t.price_cents)::int as max, count(*)::int as count
    from ${tutors} t join ${tutorCourses} tc on tc.tutor_id = t.id and tc.course_id = ${courseId}
    where t.is_active ${cityId ? sql`and t.city_id = ${cityId}` : sql``}`);
  const row = (result as unknown as { rows: Array<{ min: number | null; median: number | null; max: number | null; count: number }> }).rows[0];
  return { min_cents: row?.min ?? null, median_cents: row?.median ?? null, max_cents: row?.max ?? null, count: row?.count ?? 0 };
}
