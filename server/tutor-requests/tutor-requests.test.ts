import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import {
  cities,
  courses,
  notifications,
  tutorHourHolds,
  tutorRequestOffers,
  tutorCourses,
  tutorRequestTransitions,
  tutorRequests,
  tutors,
} from '@/server/db/schema';
import { stopJobRunner } from '@/server/jobs/runner';
import { callApi, postApi, readAllPages } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { markRequestPrepaid } from './prepayment';
import { retryMatching } from './asking';
import { expireOffer } from './offers';
import { STEP_VALUES, submittedRequest, tutorAccount, mostTaughtCourseId } from './test-helpers';

let handle: DbHandle;
let courseId: number;
let student: string;
let stranger: string;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 60 });
  courseId = await mostTaughtCourseId(handle.db);
  student = (await signInByCode(handle.db, uniqueTestMobile())).token;
  stranger = (await signInByCode(handle.db, uniqueTestMobile())).token;
}, 60_000);
afterAll(async () => {
  await stopJobRunner();
  await handle.close();
});

const base = '/www/v1/tutor-request';

describe("a tutor request from a profile, through the tutor's yes, to prepayment", () => {
  it('asks the chosen tutor, who sees it in their own zone, accepts; the student chooses and owes the first week', async () => {
    const tutor = await tutorAccount(handle.db, courseId, { priceCents: 2000 });
    const id = await submittedRequest(student, courseId, { tutor: tutor.username });

    const view = await callApi(`${base}/${id}`, { token: student });
    expect(view.body.data).toMatchObject({ state: 'offers_out', pending_offers: 1, origin: 'profile', suggestions: [] });
    expect(view.body.data.transitions.map((t: { to: string }) => t.to)).toEqual(['matching', 'offers_out']);

    const offers = await callApi('/www/v1/teacher/offers', { token: tutor.token });
    expect(offers.status).toBe(200);
    const offer = offers.body.data.offers.find((o: { request_id: number }) => o.request_id === id);
    // Berlin 15:00–17:00 on Monday 11 January 2027 (UTC+1) is 17:30–19:30 in Tehran (UTC+3:30).
    expect(offer).toMatchObject({ state: 'offered', time_zone: 'Asia/Tehran', teaching_mode: 'online', city: null });
    // Who learns and what for, so two offers are told apart by more than their hours; never the learner's name.
    expect(offer).toMatchObject({
      learner: 'child',
      age_or_grade: '15',
      goals: 'Pass the final exam with a good mark',
      tried_before: null,
      notes: null,
      start_date: '2027-01-11',
    });
    expect(JSON.stringify(offer)).not.toContain('Dara');
    expect(offer.hours).toContainEqual({ weekday: 1, start_minute: 17 * 60 + 30, end_minute: 19 * 60 + 30 });
    // The tutor was told, on the channels the account has (SMS; no verified e-mail yet).
    const told = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `tutor-request:${id}:offer:${offer.offer_id}`));
    expect(told.map((n) => n.channel)).toEqual(['sms']);

    const accepted = await postApi(`/www/v1/teacher/offers/${offer.offer_id}/accept`, {}, { token: tutor.token });
    expect(accepted.status).toBe(200);
    const afterAccept = (await callApi(`${base}/${id}`, { token: student })).body.data;
    expect(afterAccept.state).toBe('suggestions_ready');
    expect(afterAccept.suggestions).toEqual([expect.objectContaining({ offer_id: offer.offer_id, tutor_id: tutor.tutorId, price_cents: 2000, chosen: false })]);
    expect(afterAccept.actions).toEqual(expect.arrayContaining(['choose_tutor', 'reassign', 'cancel']));

    const chosen = await postApi(`${base}/${id}/choose`, { offer_id: offer.offer_id }, { token: student });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ state: 'awaiting_prepayment', tutor: { id: tutor.tutorId } });
    // The chosen tutor is told (once, however often the page is reloaded).
    const toldChosen = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `tutor-request:${id}:chosen:${offer.offer_id}`));
    expect(toldChosen).toEqual([expect.objectContaining({ userId: tutor.userId, template: 'tutor-request-chosen', channel: 'sms' })]);

    const due = await callApi(`${base}/${id}/prepayment`, { token: student });
    // Two 90-minute sessions at 20 EUR an hour: 2 × 30 EUR.
    expect(due.body.data).toEqual({
      requestId: id,
      tutorId: tutor.tutorId,
      tutorName: expect.any(String),
      tutorNameEn: expect.any(String),
      sessions: 2,
      unitPriceCents: 3000,
      amountCents: 6000,
      currency: 'EUR',
    });

    await handle.db.transaction((tx) => markRequestPrepaid(tx, id, 77));
    await handle.db.transaction((tx) => markRequestPrepaid(tx, id, 77));
    const rows = await handle.db.select().from(tutorRequestTransitions).where(eq(tutorRequestTransitions.requestId, id));
    expect(rows.filter((r) => r.transition === 'prepaid')).toHaveLength(1);
    await expect(handle.db.transaction((tx) => markRequestPrepaid(tx, id, 78))).rejects.toMatchObject({ kind: 'conflict' });
    expect((await callApi(`${base}/${id}`, { token: student })).body.data.state).toBe('prepaid');
    // Every transition says who and when.
    expect(rows.every((r) => r.createdAt instanceof Date && r.actor)).toBe(true);
  });

  it("lists the user's requests with state, course and tutor", async () => {
    const list = await callApi(`${base}/mine`, { token: student });
    expect(list.status).toBe(200);
    expect(list.body.data.requests[0]).toMatchObject({ state: 'prepaid', course: expect.any(String), tutor: expect.any(String) });
    expect((await callApi(`${base}/mine`, { token: stranger })).body.data).toEqual({ requests: [], page: 1, has_more: false });
  });
});

describe('form steps', () => {
  it("answers 422 with field messages in the caller's language, and resumes what was saved", async () => {
    const { body } = await postApi(base, {}, { token: student });
    const id = body.data.id;
    const bad = await postApi(
      `${base}/${id}/class-info`,
      { ...STEP_VALUES(courseId)['class-info'], sessions_per_week: 9, session_minutes: 50 },
      { token: student, locale: 'en-US' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'sessions_per_week' }),
        expect.objectContaining({ field: 'session_minutes', message: 'Please choose one of the session lengths.' }),
      ]),
    );
    const range = await postApi(`${base}/${id}/teaching-price`, { budget_min_cents: 5000, budget_max_cents: 1000 }, { token: student, locale: 'fa' });
    expect(range.status).toBe(422);
    expect(range.body.errors[0].field).toBe('budget_max_cents');
    const unknownCourse = await postApi(
      `${base}/${id}/class-info`,
      { ...STEP_VALUES(courseId)['class-info'], course_id: 999_999 },
      { token: student, locale: 'en-US' },
    );
    expect(unknownCourse.status).toBe(422);
    expect(unknownCourse.body.errors[0]).toMatchObject({ field: 'course_id', message: 'Please choose a course from the list.' });
    const past = await postApi(
      `${base}/${id}/class-info`,
      { ...STEP_VALUES(courseId)['class-info'], start_date: '2020-01-01' },
      { token: student, locale: 'fa' },
    );
    expect(past.status).toBe(422);
    expect(past.body.errors[0]).toMatchObject({ field: 'start_date', message: expect.stringContaining('گذشته است') });
    const far = await postApi(
      `${base}/${id}/class-info`,
      { ...STEP_VALUES(courseId)['class-info'], start_date: '2099-01-01' },
      { token: student, locale: 'en-US' },
    );
    expect(far.body.errors[0]).toMatchObject({ field: 'start_date', message: 'Please choose a start date within the next year.' });

    await postApi(`${base}/${id}/class-info`, STEP_VALUES(courseId, 'in_person')['class-info'], { token: student });
    const view = (await callApi(`${base}/${id}`, { token: student })).body.data;
    expect(view.class_info).toMatchObject({ teaching_mode: 'in_person', sessions_per_week: 2 });
    expect(view.missing_steps).toEqual(['student-info', 'calendar', 'address-details', 'teaching-price', 'supplementary']);
    const early = await postApi(`${base}/${id}/submit`, {}, { token: student });
    expect(early.status).toBe(422);
  });

  it('says which page comes next: the address only for in-person lessons', async () => {
    const { body } = await postApi(base, {}, { token: student });
    const id = body.data.id;
    const online = await postApi(`${base}/${id}/class-info`, STEP_VALUES(courseId)['class-info'], { token: student });
    expect(online.body.data.next_step).toBe('/tutor-request/form/student-info');
    const calendar = STEP_VALUES(courseId).calendar;
    expect((await postApi(`${base}/${id}/calendar`, calendar, { token: student })).body.data.next_step).toBe('/tutor-request/form/teaching-price');
    await postApi(`${base}/${id}/class-info`, STEP_VALUES(courseId, 'in_person')['class-info'], { token: student });
    expect((await postApi(`${base}/${id}/calendar`, calendar, { token: student })).body.data.next_step).toBe('/tutor-request/form/address-details');
    const last = await postApi(`${base}/${id}/supplementary`, STEP_VALUES(courseId).supplementary, { token: student });
    expect(last.body.data.next_step).toBe('/tutor-request/form-finish');
  });

  it("checks the address's city belongs to its province", async () => {
    const { body } = await postApi(base, {}, { token: student });
    const [a, b] = await handle.db
      .select()
      .from(cities)
      .limit(50)
      .then((all) => [all[0]!, all.find((c) => c.provinceId !== all[0]!.provinceId)!]);
    const wrong = await postApi(
      `${base}/${body.data.id}/address-details`,
      { province_id: b!.provinceId, city_id: a!.id, area: 'Center', directions: 'Near the park' },
      { token: student },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].field).toBe('city_id');
  });
});

describe('ownership', () => {
  it("another user's request is a 404 on every call", async () => {
    const { body } = await postApi(base, {}, { token: student });
    const id = body.data.id;
    const calls = [
      callApi(`${base}/${id}`, { token: stranger }),
      callApi(`${base}/${id}/prepayment`, { token: stranger }),
      postApi(`${base}/${id}/student-info`, STEP_VALUES(courseId)['student-info'], { token: stranger }),
      postApi(`${base}/${id}/submit`, {}, { token: stranger }),
      postApi(`${base}/${id}/choose`, { offer_id: 1 }, { token: stranger }),
      postApi(`${base}/${id}/cancel`, {}, { token: stranger }),
      postApi(`${base}/${id}/reassign`, { reason: 'Another tutor please' }, { token: stranger }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect(answer.body.status).toBe('ERROR');
    }
    expect((await callApi(`${base}/${id}`, { token: student })).status).toBe(200);
  });

  it("a tutor cannot answer another tutor's offer", async () => {
    const asked = await tutorAccount(handle.db, courseId);
    const other = await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: asked.username });
    const [offer] = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    expect((await postApi(`/www/v1/teacher/offers/${offer!.id}/accept`, {}, { token: other.token })).status).toBe(404);
    expect((await postApi(`/www/v1/teacher/offers/${offer!.id}/decline`, { reason: 'Busy' }, { token: other.token })).status).toBe(404);
    expect((await callApi('/www/v1/teacher/offers', { token: student })).status).toBe(403);
  });

  it("lists the student's own requests twenty a page, newest first", async () => {
    const mobile = uniqueTestMobile();
    const own = (await signInByCode(handle.db, mobile)).token;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await submittedRequest(own, courseId));
    const userId = (await handle.db.select({ userId: tutorRequests.userId }).from(tutorRequests).where(eq(tutorRequests.id, ids[0]!)))[0]!.userId;
    // Older ones, as a long-time student would have.
    const older = await handle.db
      .insert(tutorRequests)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ userId, origin: 'suggestion', state: 'cancelled', createdAt: new Date(Date.now() - (i + 1) * 86_400_000) })),
      )
      .returning({ id: tutorRequests.id });
    const listed = await readAllPages<{ id: number; state: string }>('/www/v1/tutor-request/mine', 'requests', 20, { token: own });
    expect(listed.map((r) => r.id)).toEqual([...[...ids].reverse(), ...older.map((r) => r.id)]);
    expect((await callApi('/www/v1/tutor-request/mine?page=x', { token: own })).status).toBe(422);
  });

  it("reads a tutor's offers a page at a time: the open ones soonest to expire first, all of them newest first", async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submittedRequest(student, courseId, { tutor: tutor.username }));
    const offerOf = async (requestId: number) => (await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, requestId)))[0]!;
    // The first request's offer is answered; the third's expires before the others'.
    const declined = await postApi(`/www/v1/teacher/offers/${(await offerOf(ids[0]!)).id}/decline`, { reason: 'Full this term' }, { token: tutor.token });
    expect(declined.body.data).toMatchObject({ request_id: ids[0], state: 'declined' });
    await handle.db
      .update(tutorRequestOffers)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(tutorRequestOffers.requestId, ids[2]!));

    const all = await readAllPages<{ request_id: number; state: string }>('/www/v1/teacher/offers?size=2', 'offers', 2, { token: tutor.token });
    expect(all.map((o) => o.request_id)).toEqual([...ids].reverse());
    expect(all.at(-1)!.state).toBe('declined');

    const open = await readAllPages<{ request_id: number; state: string }>('/www/v1/teacher/offers?filter=open&size=2', 'offers', 2, { token: tutor.token });
    expect(open.map((o) => o.request_id)).toEqual([ids[2], ids[1], ids[3], ids[4]]);
    expect(new Set(open.map((o) => o.state))).toEqual(new Set(['offered']));

    for (const bad of ['filter=mine', 'size=21', 'page=0']) {
      const refused = await callApi(`/www/v1/teacher/offers?${bad}`, { token: tutor.token });
      expect(refused.status, bad).toBe(422);
      expect(refused.body.errors[0].message).toBeTruthy();
    }
  });
});

describe('invalid transitions answer 409', () => {
  const actions = (id: number, offerId = 1) => ({
    submit: () => postApi(`${base}/${id}/submit`, {}, { token: student }),
    choose: () => postApi(`${base}/${id}/choose`, { offer_id: offerId }, { token: student }),
    cancel: () => postApi(`${base}/${id}/cancel`, {}, { token: student }),
    reassign: () => postApi(`${base}/${id}/reassign`, { reason: 'Another tutor please' }, { token: student }),
    prepayment: () => callApi(`${base}/${id}/prepayment`, { token: student }),
    save: () => postApi(`${base}/${id}/supplementary`, STEP_VALUES(courseId).supplementary, { token: student }),
  });

  async function expect409(id: number, names: Array<keyof ReturnType<typeof actions>>, offerId?: number) {
    const state = (await callApi(`${base}/${id}`, { token: student })).body.data.state;
    for (const name of names) {
      const answer = await actions(id, offerId)[name]();
      expect({ state, name, status: answer.status }).toEqual({ state, name, status: 409 });
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await callApi(`${base}/${id}`, { token: student })).body.data.state).toBe(state);
  }

  it('in every state, for every move the state machine does not allow', async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    // draft
    const draft = (await postApi(base, {}, { token: student })).body.data.id;
    await expect409(draft, ['reassign', 'prepayment']);
    // offers_out
    const out = await submittedRequest(student, courseId, { tutor: tutor.username });
    const [offer] = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, out));
    await expect409(out, ['submit', 'save', 'prepayment']);
    // choosing a tutor who has not said yes
    expect((await actions(out, offer!.id).choose()).status).toBe(409);
    // suggestions_ready
    await postApi(`/www/v1/teacher/offers/${offer!.id}/accept`, {}, { token: tutor.token });
    await expect409(out, ['submit', 'save', 'prepayment'], offer!.id);
    // awaiting_prepayment
    await actions(out, offer!.id).choose();
    await expect409(out, ['submit', 'save', 'choose'], offer!.id);
    // cancelled (terminal)
    await actions(out).cancel();
    await expect409(out, ['submit', 'save', 'choose', 'cancel', 'reassign', 'prepayment'], offer!.id);
    // the tutor's hours were released with the cancel
    expect(await handle.db.select().from(tutorHourHolds).where(eq(tutorHourHolds.requestId, out))).toEqual([]);
    // a system-only transition is refused to the payments contract outside awaiting_prepayment
    await expect(handle.db.transaction((tx) => markRequestPrepaid(tx, draft, 1))).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('an offer answered once cannot be answered again', async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: tutor.username });
    const [offer] = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    expect((await postApi(`/www/v1/teacher/offers/${offer!.id}/decline`, { reason: 'Fully booked this term' }, { token: tutor.token })).status).toBe(200);
    expect((await postApi(`/www/v1/teacher/offers/${offer!.id}/accept`, {}, { token: tutor.token })).status).toBe(409);
    const after = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    expect(after.find((o) => o.id === offer!.id)).toMatchObject({ state: 'declined', declineReason: 'Fully booked this term' });
  });
});

describe('offers that are not answered', () => {
  it('an expired offer cannot be accepted; expiry asks the next candidates', async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: tutor.username });
    const [offer] = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    await handle.db
      .update(tutorRequestOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tutorRequestOffers.id, offer!.id));
    const late = await postApi(`/www/v1/teacher/offers/${offer!.id}/accept`, {}, { token: tutor.token, locale: 'en-US' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This offer expired: its 24 hours to answer have passed.');

    expect(await expireOffer(handle.db, offer!.id)).toEqual({ expired: true });
    expect(await expireOffer(handle.db, offer!.id)).toEqual({ expired: false });
    const offers = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    expect(offers.find((o) => o.id === offer!.id)!.state).toBe('expired');
    // The request started for one tutor widens to the best others, never the same tutor again.
    const fresh = offers.filter((o) => o.state === 'offered');
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(5);
    expect(fresh.map((o) => o.tutorId)).not.toContain(tutor.tutorId);
    expect((await callApi(`${base}/${id}`, { token: student })).body.data.state).toBe('offers_out');
  });

  it('from a listed tutor who has no account to answer: asks the tutors who fit instead of waiting a day for nobody', async () => {
    const answering = await tutorAccount(handle.db, courseId);
    const [listed] = await handle.db
      .select({ id: tutors.id, username: tutors.username })
      .from(tutors)
      .innerJoin(tutorCourses, eq(tutorCourses.tutorId, tutors.id))
      .where(and(isNull(tutors.userId), eq(tutors.isActive, true), eq(tutorCourses.courseId, courseId)))
      .limit(1);
    const id = await submittedRequest(student, courseId, { tutor: listed!.username });
    const offers = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    expect(offers.map((o) => o.tutorId)).not.toContain(listed!.id);
    expect(offers.map((o) => o.tutorId)).toContain(answering.tutorId);
    expect((await callApi(`${base}/${id}`, { token: student })).body.data).toMatchObject({ state: 'offers_out', origin: 'profile' });
  });
});

describe('a request nobody fits yet', () => {
  it('waits in matching, and the sweep asks the tutors who fit once they join', async () => {
    const [group] = await handle.db.select({ id: courses.courseGroupId }).from(courses).where(eq(courses.id, courseId));
    const [fresh] = await handle.db
      .insert(courses)
      .values({ courseGroupId: group!.id, slug: `sweep-${Date.now().toString(36)}`, nameFa: 'Sweep', nameEn: 'Sweep' })
      .returning({ id: courses.id });
    const id = await submittedRequest(student, fresh!.id);
    const waiting = (await callApi(`${base}/${id}`, { token: student })).body.data;
    expect(waiting.state).toBe('matching');
    expect(await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id))).toEqual([]);

    await retryMatching(handle.db);
    expect((await callApi(`${base}/${id}`, { token: student })).body.data.state).toBe('matching');

    const tutor = await tutorAccount(handle.db, fresh!.id);
    await retryMatching(handle.db);
    const offers = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    expect(offers.map((o) => [o.tutorId, o.state])).toEqual([[tutor.tutorId, 'offered']]);
    expect((await callApi(`${base}/${id}`, { token: student })).body.data.state).toBe('offers_out');
    // The tutor is told, once.
    await retryMatching(handle.db);
    const told = await handle.db.select().from(notifications).where(eq(notifications.userId, tutor.userId));
    expect(told.filter((n) => n.template === 'tutor-request-offer')).toHaveLength(1);
  });
});

describe('reassign', () => {
  it('releases the offers and asks tutors not tried before', async () => {
    const first = await tutorAccount(handle.db, courseId);
    await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: first.username });
    const [offer] = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    await postApi(`/www/v1/teacher/offers/${offer!.id}/accept`, {}, { token: first.token });
    expect(await handle.db.select().from(tutorHourHolds).where(eq(tutorHourHolds.offerId, offer!.id))).not.toEqual([]);
    const short = await postApi(`${base}/${id}/reassign`, { reason: '' }, { token: student });
    expect(short.status).toBe(422);
    const moved = await postApi(`${base}/${id}/reassign`, { reason: 'We need someone with exam experience' }, { token: student });
    expect(moved.status).toBe(200);
    expect(moved.body.data.transitions.map((t: { transition: string }) => t.transition)).toEqual(expect.arrayContaining(['reassign']));
    const offers = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
    expect(offers.find((o) => o.id === offer!.id)!.state).toBe('released');
    expect(await handle.db.select().from(tutorHourHolds).where(eq(tutorHourHolds.offerId, offer!.id))).toEqual([]);
    const asked = offers.filter((o) => o.state === 'offered');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.map((o) => o.tutorId)).not.toContain(first.tutorId);
    expect(moved.body.data.state).toBe('offers_out');
  });
});

describe('the double-booking guard', () => {
  it('20 concurrent accepts of overlapping hours for one tutor leave exactly one accepted', async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const token = (await signInByCode(handle.db, uniqueTestMobile())).token;
      // Tuesday mornings of different lengths and starts (10:00, 10:30 or 11:00 Berlin time): all share 11:00–12:00.
      const start = 10 * 60 + (i % 3) * 30;
      ids.push(
        await submittedRequest(token, courseId, { tutor: tutor.username, hours: [{ weekday: 2, start_minute: start, end_minute: start + 60 + (i % 2) * 60 }] }),
      );
    }
    const offers = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.tutorId, tutor.tutorId));
    expect(offers).toHaveLength(20);
    const answers = await Promise.all(offers.map((o) => postApi(`/www/v1/teacher/offers/${o.id}/accept`, {}, { token: tutor.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.status === 'ERROR')).toBe(true);
    const after = await handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.tutorId, tutor.tutorId));
    expect(after.filter((o) => o.state === 'accepted')).toHaveLength(1);
    const requests = await handle.db
      .select({ state: tutorRequests.state })
      .from(tutorRequests)
      .where(sql`${tutorRequests.id} in ${ids}`);
    expect(requests.filter((r) => r.state === 'suggestions_ready')).toHaveLength(1);
  }, 120_000);
});

describe('market prices', () => {
  it("gives the min, median and max of the course's tutors", async () => {
    const [course] = await handle.db.select().from(courses).where(eq(courses.id, courseId));
    const answer = await callApi(`${base}/market-prices?course_id=${course!.id}`);
    expect(answer.status).toBe(200);
    const { min_cents, median_cents, max_cents, count } = answer.body.data;
    expect(count).toBeGreaterThan(0);
    expect(min_cents).toBeLessThanOrEqual(median_cents);
    expect(median_cents).toBeLessThanOrEqual(max_cents);
  });
});
