import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { grantRole } from '@/server/auth/roles';
import { signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { courses, notifications, tutorReviews, tutors, users } from '@/server/db/schema';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi, readAllPages } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { withoutReview, withReview } from './rating';
import { classFixture } from '@/server/classes/test-helpers';
import { inviteToSurveys } from './invitations';
import { openSurveyRound } from './service';

let handle: DbHandle;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 12 });
  [{ id: courseId }] = (await handle.db.select({ id: courses.id }).from(courses).limit(1)) as [{ id: number }];
});
afterAll(() => handle.close());

async function person(name = 'Nima Karimi') {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(handle.db, mobile);
  const user = (await findUserByMobile(handle.db, mobile))!;
  await handle.db.update(users).set({ fullName: name }).where(eq(users.id, user.id));
  return { token, userId: user.id };
}

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000);
const held = (n: number, state: 'held' | 'confirmed' = 'held') => Array.from({ length: n }, (_, i) => ({ startsAt: hoursAgo(200 - i * 3), state }));
const answers = { aspects: { explains_clearly: 5, prepared: 4, punctual: 5, patient: 4 }, body: 'Clear and kind; my son finally likes algebra.' };
const rating = async (tutorId: number) => {
  const [row] = await handle.db.select({ stars: tutors.stars, count: tutors.reviewsCount }).from(tutors).where(eq(tutors.id, tutorId));
  return { stars: Number(row!.stars), count: row!.count };
};

describe('class surveys', () => {
  it('opens after the first held lesson, takes one review per invitation, and counts it in the tutor’s stars', async () => {
    const student = await person('Nima Karimi');
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: [{ startsAt: hoursAgo(-20) }] });
    const path = `/www/v1/reviews/classes/${classId}/survey`;

    const before = await callApi(path, { token: student.token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ class_id: classId, round: null, submitted: null, held_sessions: 0, tutor: { username: tutor.username } });
    expect((await postApi(path, answers, { token: student.token })).status).toBe(409);

    const { classId: heldClass } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1, 'confirmed') });
    const heldPath = `/www/v1/reviews/classes/${heldClass}/survey`;
    expect((await callApi(heldPath, { token: student.token })).body.data.round).toBe(0);
    expect(await openSurveyRound(handle.db, heldClass)).toBe(0);

    const old = await rating(tutor.tutorId);
    const sent = await postApi(heldPath, answers, { token: student.token });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ class_id: heldClass, stars: 5, author_name: 'Nima', aspects: answers.aspects, answer: null });
    expect(await rating(tutor.tutorId)).toEqual(withReview(old, 5));
    expect(await openSurveyRound(handle.db, heldClass)).toBeNull();

    const again = await postApi(heldPath, answers, { token: student.token, locale: 'en-US' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already/);
    expect(await rating(tutor.tutorId)).toEqual(withReview(old, 5));
    const after = await callApi(heldPath, { token: student.token });
    expect(after.body.data).toMatchObject({ round: null, submitted: { stars: 5, aspects: answers.aspects } });

    // The profile shows it at once (its cache was told), with the aspects.
    const profile = await callApi(`/www/v2/tutor/profile/${tutor.username}`);
    expect(profile.body.data.reviews[0]).toMatchObject({ body: answers.body, author_name: 'Nima', aspects: answers.aspects, answer: null });
    expect(profile.body.data.aspect_averages).toEqual({ explains_clearly: 5, prepared: 4, punctual: 5, patient: 4 });
    expect(profile.body.data.reviews_count).toBe(old.count + 1);
  });

  it('asks again after every 8 more held lessons', async () => {
    const student = await person();
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(9) });
    const path = `/www/v1/reviews/classes/${classId}/survey`;
    expect((await callApi(path, { token: student.token })).body.data).toMatchObject({ round: 1, held_sessions: 9 });
    expect((await postApi(path, answers, { token: student.token })).status).toBe(201);
    expect((await postApi(path, answers, { token: student.token })).status).toBe(409);
  });

  it('is the class’s student’s only: anyone else gets 404, a signed-out caller 401', async () => {
    const student = await person();
    const stranger = await person();
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1) });
    const path = `/www/v1/reviews/classes/${classId}/survey`;
    expect((await callApi(path, { token: stranger.token })).status).toBe(404);
    expect((await postApi(path, answers, { token: stranger.token })).status).toBe(404);
    expect((await postApi(path, answers, { token: tutor.token })).status).toBe(404);
    expect((await callApi(path)).status).toBe(401);
    expect((await callApi('/www/v1/reviews/classes/2147483647/survey', { token: student.token })).status).toBe(404);
    expect(await openSurveyRound(handle.db, classId)).toBe(0);
  });

  it('two answers sent at once: one is taken, the other is 409, the stars move once', async () => {
    const student = await person();
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1) });
    const before = await rating(tutor.tutorId);
    const path = `/www/v1/reviews/classes/${classId}/survey`;
    const answersAtOnce = await Promise.all([postApi(path, answers, { token: student.token }), postApi(path, answers, { token: student.token })]);
    expect(answersAtOnce.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await rating(tutor.tutorId)).toEqual(withReview(before, 5));
  });

  it('invites the student once per open survey, with the survey’s link', async () => {
    const student = await person();
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1) });
    const since = hoursAgo(24 * 30);
    await inviteToSurveys(handle.db, since);
    await inviteToSurveys(handle.db, since);
    const sent = await handle.db.select().from(notifications).where(eq(notifications.userId, student.userId));
    const invitations = sent.filter((n) => n.template === 'class-survey');
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.body).toContain(`/profile/dashboard/my-classes/${classId}/survey`);
    // Answered: nothing more to ask.
    await postApi(`/www/v1/reviews/classes/${classId}/survey`, answers, { token: student.token });
    expect(await openSurveyRound(handle.db, classId)).toBeNull();
  });

  it('refuses ratings outside 1–5 with field messages', async () => {
    const student = await person();
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1) });
    const bad = await postApi(`/www/v1/reviews/classes/${classId}/survey`, { aspects: { ...answers.aspects, patient: 6 } }, { token: student.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('aspects.patient');
    const missing = await postApi(`/www/v1/reviews/classes/${classId}/survey`, { aspects: { prepared: 3 } }, { token: student.token });
    expect(missing.status).toBe(422);
  });
});

describe('answers and hiding', () => {
  it('the tutor answers a review once; another tutor cannot', async () => {
    const student = await person('Leila Ahmadi');
    const tutor = await tutorAccount(handle.db, courseId);
    const other = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1) });
    const review = (await postApi(`/www/v1/reviews/classes/${classId}/survey`, answers, { token: student.token })).body.data;

    const mine = await callApi('/www/v1/reviews/teacher', { token: tutor.token });
    expect(mine.body.data.reviews.map((r: { id: number }) => r.id)).toContain(review.id);
    expect((await callApi('/www/v1/reviews/teacher', { token: student.token })).status).toBe(403);

    expect((await postApi(`/www/v1/reviews/teacher/${review.id}/answer`, { answer: 'Not my review' }, { token: other.token })).status).toBe(404);
    const answered = await postApi(`/www/v1/reviews/teacher/${review.id}/answer`, { answer: 'Thank you, Leila!' }, { token: tutor.token });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ answer: 'Thank you, Leila!' });
    expect((await postApi(`/www/v1/reviews/teacher/${review.id}/answer`, { answer: 'Second thoughts' }, { token: tutor.token })).status).toBe(409);
    const profile = await callApi(`/www/v2/tutor/profile/${tutor.username}`);
    expect(profile.body.data.reviews[0]).toMatchObject({ id: review.id, answer: 'Thank you, Leila!' });
  });

  it('an operator hides a review with a reason: off the profile and out of the stars, once', async () => {
    const student = await person();
    const operator = await person('Operator One');
    await grantRole(handle.db, operator.userId, 'operator');
    await openConsole(handle.db, operator.token);
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1) });
    const before = await rating(tutor.tutorId);
    const review = (
      await postApi(
        `/www/v1/reviews/classes/${classId}/survey`,
        { aspects: { explains_clearly: 1, prepared: 1, punctual: 1, patient: 1 }, body: 'call me 0912…' },
        { token: student.token },
      )
    ).body.data;
    expect(await rating(tutor.tutorId)).toEqual(withReview(before, 1));

    expect((await postApi(`/www/v1/operator/reviews/${review.id}/hide`, { reason: 'Personal data' }, { token: student.token })).status).toBe(403);
    expect((await postApi(`/www/v1/operator/reviews/${review.id}/hide`, { reason: '' }, { token: operator.token })).status).toBe(422);
    const hidden = await postApi(`/www/v1/operator/reviews/${review.id}/hide`, { reason: 'Personal data' }, { token: operator.token });
    expect(hidden.status).toBe(200);
    expect(await auditEntryFor(handle.db, 'review.hide', 'review', review.id)).toMatchObject({ reason: 'Personal data', before: { hiddenAt: null } });
    expect(hidden.body.data).toMatchObject({ id: review.id, hidden_reason: 'Personal data', tutor: { username: tutor.username } });
    expect(await rating(tutor.tutorId)).toEqual(withoutReview(withReview(before, 1), 1));
    expect((await postApi(`/www/v1/operator/reviews/${review.id}/hide`, { reason: 'Again' }, { token: operator.token })).status).toBe(409);
    expect((await postApi('/www/v1/operator/reviews/2147483647/hide', { reason: 'Nothing' }, { token: operator.token })).status).toBe(404);

    const profile = await callApi(`/www/v2/tutor/profile/${tutor.username}`);
    expect(profile.body.data.reviews.map((r: { id: number }) => r.id)).not.toContain(review.id);
    const list = await callApi('/www/v1/operator/reviews?filter=hidden', { token: operator.token });
    expect(list.body.data.reviews[0]).toMatchObject({ id: review.id, hidden_reason: 'Personal data' });
    // A hidden review cannot be answered.
    expect((await postApi(`/www/v1/reviews/teacher/${review.id}/answer`, { answer: 'Hello there' }, { token: tutor.token })).status).toBe(404);
  });

  it('an operator restores a hidden review with a reason: on the profile and in the stars again, once', async () => {
    const student = await person();
    const operator = await person('Operator Two');
    await grantRole(handle.db, operator.userId, 'operator');
    await openConsole(handle.db, operator.token);
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.userId, tutorId: tutor.tutorId, sessions: held(1) });
    const review = (await postApi(`/www/v1/reviews/classes/${classId}/survey`, answers, { token: student.token })).body.data;
    const counted = await rating(tutor.tutorId);
    const restore = (body: object, token = operator.token) => postApi(`/www/v1/operator/reviews/${review.id}/restore`, body, { token });
    // Not hidden: nothing to restore.
    expect((await restore({ reason: 'Shown already' })).status).toBe(409);
    await postApi(`/www/v1/operator/reviews/${review.id}/hide`, { reason: 'Looked like spam' }, { token: operator.token });
    expect(await rating(tutor.tutorId)).toEqual(withoutReview(counted, review.stars));

    expect((await restore({ reason: 'Not spam after all' }, student.token)).status).toBe(403);
    const empty = await postApi(`/www/v1/operator/reviews/${review.id}/restore`, { reason: '' }, { token: operator.token, locale: 'en-US' });
    expect(empty.status).toBe(422);
    expect((await restore({ reason: 'Not spam after all' })).status).toBe(200);
    expect(await rating(tutor.tutorId)).toEqual(withReview(withoutReview(counted, review.stars), review.stars));
    expect(await auditEntryFor(handle.db, 'review.restore', 'review', review.id)).toMatchObject({
      actorId: operator.userId,
      reason: 'Not spam after all',
      before: { hiddenReason: 'Looked like spam' },
      after: { hiddenAt: null },
    });
    const profile = await callApi(`/www/v2/tutor/profile/${tutor.username}`);
    expect(profile.body.data.reviews.map((r: { id: number }) => r.id)).toContain(review.id);
    const shown = await callApi('/www/v1/operator/reviews?filter=visible', { token: operator.token });
    expect(shown.body.data.reviews.map((r: { id: number }) => r.id)).toContain(review.id);
    expect((await restore({ reason: 'Once more' })).status).toBe(409);
    expect((await postApi('/www/v1/operator/reviews/2147483647/restore', { reason: 'Nothing' }, { token: operator.token })).status).toBe(404);
  });

  it('the console lists reviews a page at a time, each once, newest first, until none is left', async () => {
    const operator = await person('Operator Three');
    await grantRole(handle.db, operator.userId, 'operator');
    await openConsole(handle.db, operator.token);
    const tutor = await tutorAccount(handle.db, courseId);
    // More than a page, whatever else the database holds.
    await handle.db
      .insert(tutorReviews)
      .values(
        Array.from({ length: 21 }, (_, i) => ({ tutorId: tutor.tutorId, authorName: `Reader ${i}`, stars: 4, body: 'Patient.', createdAt: hoursAgo(i) })),
      );
    const [{ n }] = (await handle.db.select({ n: count() }).from(tutorReviews).where(isNull(tutorReviews.hiddenAt))) as [{ n: number }];
    const seen = await readAllPages<{ id: number; created_at: string }>('/www/v1/operator/reviews?filter=visible', 'reviews', 20, { token: operator.token });
    expect(seen).toHaveLength(Number(n));
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    const times = seen.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A page the console could not have linked to is the field's 422, not a server error.
    expect((await callApi('/www/v1/operator/reviews?page=0', { token: operator.token })).status).toBe(422);

    // The tutor's own: the dashboard's newest three, then pages of 20 down to the oldest, each once.
    const [{ own }] = (await handle.db
      .select({ own: count() })
      .from(tutorReviews)
      .where(and(eq(tutorReviews.tutorId, tutor.tutorId), isNull(tutorReviews.hiddenAt)))) as [{ own: number }];
    const newest = await callApi('/www/v1/reviews/teacher?size=3', { token: tutor.token });
    expect(newest.body.data.reviews.map((r: { body: string }) => r.body)).toEqual(['Patient.', 'Patient.', 'Patient.']);
    expect(newest.body.data.has_more).toBe(true);
    const mine = (await readAllPages<{ id: number }>('/www/v1/reviews/teacher', 'reviews', 20, { token: tutor.token })).map((r) => r.id);
    expect(mine).toHaveLength(Number(own));
    expect(new Set(mine).size).toBe(mine.length);
    expect((await callApi('/www/v1/reviews/teacher?size=21', { token: tutor.token })).status).toBe(422);
  });
});
