import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { freshIp, signInAsOperator, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import {
  notifications,
  operatorAuditEntries,
  tutorCourses,
  tutorHourHolds,
  tutorRequestOffers,
  tutorRequestTransitions,
  tutorRequests,
  tutors,
  users,
} from '@/server/db/schema';
import { stopJobRunner } from '@/server/jobs/runner';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { answerProblems } from '@/tests/fuzz/answer-checks';
import { schemasReject } from '@/tests/fuzz/oracle';
import { requestArb, urlOf } from '@/tests/fuzz/requests';
import { discoverRoutes } from '@/tests/fuzz/routes';
import { resetRateLimits } from '@/server/security/rate-limit';
import { mostTaughtCourseId, submittedRequest, tutorAccount } from './test-helpers';

let handle: DbHandle;
let courseId: number;
let operator: string;
let student: string;
let studentId: number;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 40 });
  courseId = await mostTaughtCourseId(handle.db);
  operator = await signInAsOperator(handle.db, freshIp());
  const signedIn = await signInByCode(handle.db, uniqueTestMobile());
  student = signedIn.token;
  studentId = (await callApi('/auth/v1/me', { token: student })).body.data.id;
}, 60_000);
afterAll(async () => {
  await stopJobRunner();
  await handle.close();
});

const base = '/www/v1/operator/tutor-requests';
const HOUR = 60 * 60 * 1000;

/** Hours no other request of this file asks for (each test its own day), so holds never collide between tests. */
const hoursOn = (weekday: number) => [{ weekday, start_minute: 15 * 60, end_minute: 17 * 60 }];

/** Moves a request's sending `hours` into the past (the list's clock is the server's). */
async function age(id: number, hours: number) {
  await handle.db
    .update(tutorRequests)
    .set({ submittedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(tutorRequests.id, id));
}

async function offersOf(id: number) {
  return handle.db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, id));
}

async function auditCount(action: string, id: number) {
  const [row] = await handle.db
    .select({ n: count() })
    .from(operatorAuditEntries)
    .where(and(eq(operatorAuditEntries.action, action), eq(operatorAuditEntries.recordId, String(id))));
  return row!.n;
}

/** A listed tutor with an account who does not teach the course. */
async function tutorNotTeaching() {
  const other = await tutorAccount(handle.db, courseId);
  await handle.db.delete(tutorCourses).where(and(eq(tutorCourses.tutorId, other.tutorId), eq(tutorCourses.courseId, courseId)));
  return other;
}

describe('requests and matching in the console: the list', () => {
  it('lists requests by state with their age and offers; stalled ones (no yes 24 hours after sending) oldest first', async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    const older = await submittedRequest(student, courseId, { tutor: tutor.username, hours: hoursOn(1) });
    const old = await submittedRequest(student, courseId, { tutor: tutor.username, hours: hoursOn(2) });
    const fresh = await submittedRequest(student, courseId, { tutor: tutor.username, hours: hoursOn(3) });
    const answered = await submittedRequest(student, courseId, { tutor: tutor.username, hours: hoursOn(4) });
    await age(older, 40);
    await age(old, 25);
    await age(fresh, 23);
    await age(answered, 30);
    // A tutor said yes on `answered`: it waits for the student, not for tutors.
    const [yes] = await offersOf(answered);
    expect((await postApi(`/www/v1/teacher/offers/${yes!.id}/accept`, {}, { token: tutor.token })).status).toBe(200);

    const stalled = await callApi(`${base}?stalled=1`, { token: operator });
    expect(stalled.status, stalled.text).toBe(200);
    const ids = (stalled.body.data.requests as { id: number }[]).map((r) => r.id);
    expect(ids).toContain(older);
    expect(ids).toContain(old);
    expect(ids).not.toContain(fresh);
    expect(ids).not.toContain(answered);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(old));
    const row = stalled.body.data.requests.find((r: { id: number }) => r.id === old);
    expect(row).toMatchObject({ state: 'offers_out', stalled: true, offers: 1, accepted: 0, student: { id: studentId } });
    expect(row.age_hours).toBeGreaterThanOrEqual(25);
    expect(row.age_hours).toBeLessThan(26);

    const all = (await callApi(base, { token: operator })).body.data.requests as { id: number; stalled: boolean; state: string }[];
    expect(all.find((r) => r.id === fresh)).toMatchObject({ stalled: false, state: 'offers_out' });
    expect(all.find((r) => r.id === answered)).toMatchObject({ stalled: false, state: 'suggestions_ready', accepted: 1 });
    const ready = (await callApi(`${base}?state=suggestions_ready`, { token: operator })).body.data.requests as { id: number; state: string }[];
    expect(ready.map((r) => r.id)).toContain(answered);
    expect(ready.every((r) => r.state === 'suggestions_ready')).toBe(true);

    expect((await callApi(`${base}?state=lost`, { token: operator })).status).toBe(422);
    expect((await callApi(`${base}?stalled=yes`, { token: operator })).status).toBe(422);
    // Not the student's to see.
    expect((await callApi(base, { token: student })).status).toBe(403);
    expect((await callApi(`${base}/${old}`, { token: student })).status).toBe(403);
    expect((await callApi(`${base}/999999`, { token: operator })).status).toBe(404);
  });

  it("shows a request's offers and the tutors matching would ask next, with their scores", async () => {
    const asked = await tutorAccount(handle.db, courseId);
    const next = await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: asked.username, hours: hoursOn(5) });
    const detail = await callApi(`${base}/${id}`, { token: operator, locale: 'en-US' });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.data).toMatchObject({ id, state: 'offers_out', actions: ['offer', 'assign', 'reassign'], stalled: false });
    expect(detail.body.data.offer_list).toEqual([expect.objectContaining({ tutor_id: asked.tutorId, state: 'offered' })]);
    const candidate = detail.body.data.candidates.find((c: { tutor_id: number }) => c.tutor_id === next.tutorId);
    expect(candidate).toMatchObject({ username: next.username });
    expect(candidate.score).toBeGreaterThan(0);
    // A tutor already asked is no candidate.
    expect(detail.body.data.candidates.map((c: { tutor_id: number }) => c.tutor_id)).not.toContain(asked.tutorId);
  });
});

describe('requests and matching in the console: actions', () => {
  it('sends an offer by hand as matching does: the offer, the tutor told, an audit entry; a second click changes nothing', async () => {
    const first = await tutorAccount(handle.db, courseId);
    const extra = await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: first.username, hours: hoursOn(6) });
    const sent = await postApi(`${base}/${id}/offer`, { tutor_id: extra.tutorId, reason: 'The student asked for her by name' }, { token: operator });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.data.changed).toBe(true);
    const offer = (await offersOf(id)).find((o) => o.tutorId === extra.tutorId)!;
    expect(offer).toMatchObject({ state: 'offered' });
    expect(offer.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR);
    const told = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `tutor-request:${id}:offer:${offer.id}`));
    expect(told.map((n) => n.userId)).toContain(extra.userId);
    // The tutor sees it among their offers.
    const theirs = (await callApi('/www/v1/teacher/offers', { token: extra.token })).body.data.offers as { request_id: number }[];
    expect(theirs.map((o) => o.request_id)).toContain(id);
    const entry = await auditEntryFor(handle.db, 'tutor_request.offer', 'tutor_request', id);
    expect(entry).toMatchObject({ reason: 'The student asked for her by name' });
    expect((entry!.before as { offers: { tutorId: number }[] }).offers.map((o) => o.tutorId)).not.toContain(extra.tutorId);
    expect((entry!.after as { offers: { tutorId: number; state: string }[] }).offers).toContainEqual(
      expect.objectContaining({ tutorId: extra.tutorId, state: 'offered' }),
    );

    // The same click again: nothing new, no second entry, no second offer.
    const again = await postApi(`${base}/${id}/offer`, { tutor_id: extra.tutorId }, { token: operator });
    expect(again.status).toBe(200);
    expect(again.body.data.changed).toBe(false);
    expect(await auditCount('tutor_request.offer', id)).toBe(1);
    expect((await offersOf(id)).filter((o) => o.tutorId === extra.tutorId)).toHaveLength(1);

    // A tutor who said no is not asked again.
    expect((await postApi(`/www/v1/teacher/offers/${offer.id}/decline`, { reason: 'Fully booked' }, { token: extra.token })).status).toBe(200);
    const refused = await postApi(`${base}/${id}/offer`, { tutor_id: extra.tutorId }, { token: operator, locale: 'en-US' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already been asked/);
  });

  it('refuses an offer to a tutor who does not teach the course, is blocked or off the site, or on a closed request', async () => {
    const first = await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: first.username, hours: hoursOn(7) });
    const elsewhere = await tutorNotTeaching();
    const wrong = await postApi(`${base}/${id}/offer`, { tutor_id: elsewhere.tutorId }, { token: operator, locale: 'en-US' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'tutor_id', message: expect.stringMatching(/doesn't teach/) });
    const blocked = await tutorAccount(handle.db, courseId);
    await handle.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.userId));
    const fa = await postApi(`${base}/${id}/offer`, { tutor_id: blocked.tutorId }, { token: operator, locale: 'fa' });
    expect(fa.status).toBe(422);
    expect(fa.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    const hidden = await tutorAccount(handle.db, courseId);
    await handle.db.update(tutors).set({ isActive: false }).where(eq(tutors.id, hidden.tutorId));
    expect((await postApi(`${base}/${id}/offer`, { tutor_id: hidden.tutorId }, { token: operator })).status).toBe(422);
    expect((await postApi(`${base}/${id}/offer`, { tutor_id: 'x' }, { token: operator })).status).toBe(422);

    expect((await postApi(`/www/v1/tutor-request/${id}/cancel`, {}, { token: student })).status).toBe(200);
    const other = await tutorAccount(handle.db, courseId);
    const closed = await postApi(`${base}/${id}/offer`, { tutor_id: other.tutorId }, { token: operator, locale: 'en-US' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/no longer takes tutors/);
    expect(await auditCount('tutor_request.offer', id)).toBe(0);
  });

  it('assigns a tutor to a stalled request: the same yes as an accept (hours held, the student told and choosing), audited; a second click changes nothing', async () => {
    const silent = await tutorAccount(handle.db, courseId);
    const agreed = await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: silent.username, hours: hoursOn(1) });
    await age(id, 30);
    const missing = await postApi(`${base}/${id}/assign`, { tutor_id: agreed.tutorId }, { token: operator });
    expect(missing.status).toBe(422); // the reason is required

    const assigned = await postApi(`${base}/${id}/assign`, { tutor_id: agreed.tutorId, reason: 'Agreed on the phone at 10:00' }, { token: operator });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.data).toMatchObject({ changed: true, request: { state: 'suggestions_ready', stalled: false } });
    const offer = (await offersOf(id)).find((o) => o.tutorId === agreed.tutorId)!;
    expect(offer.state).toBe('accepted');
    expect(await handle.db.select().from(tutorHourHolds).where(eq(tutorHourHolds.offerId, offer.id))).not.toHaveLength(0);
    // The student sees the tutor among those who said yes, may choose them, and was told.
    const view = (await callApi(`/www/v1/tutor-request/${id}`, { token: student })).body.data;
    expect(view.suggestions).toEqual([expect.objectContaining({ tutor_id: agreed.tutorId, offer_id: offer.id })]);
    expect(view.actions).toContain('choose_tutor');
    const told = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `tutor-request:${id}:accepted:${offer.id}`));
    expect(told.map((n) => n.userId)).toContain(studentId);
    const [moved] = await handle.db
      .select()
      .from(tutorRequestTransitions)
      .where(and(eq(tutorRequestTransitions.requestId, id), eq(tutorRequestTransitions.transition, 'tutor_accepted')));
    expect(moved).toMatchObject({ actor: 'operator', reason: 'Agreed on the phone at 10:00' });
    const entry = await auditEntryFor(handle.db, 'tutor_request.assign', 'tutor_request', id);
    expect(entry).toMatchObject({ reason: 'Agreed on the phone at 10:00', before: expect.objectContaining({ state: 'offers_out' }) });
    expect(entry!.after).toMatchObject({ state: 'suggestions_ready' });

    const again = await postApi(`${base}/${id}/assign`, { tutor_id: agreed.tutorId, reason: 'Agreed on the phone at 10:00' }, { token: operator });
    expect(again.status).toBe(200);
    expect(again.body.data.changed).toBe(false);
    expect(await auditCount('tutor_request.assign', id)).toBe(1);

    // The student chooses them as usual and owes the first week.
    const chosen = await postApi(`/www/v1/tutor-request/${id}/choose`, { offer_id: offer.id }, { token: student });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.data).toMatchObject({ state: 'awaiting_prepayment', tutor: { id: agreed.tutorId } });
    // A chosen request takes no more tutors.
    const late = await postApi(`${base}/${id}/assign`, { tutor_id: silent.tutorId, reason: 'Second thoughts' }, { token: operator });
    expect(late.status).toBe(409);
  });

  it('offers the tutors of the course whose hours do not meet the student’s when matching finds nobody, and assigns one of them', async () => {
    const morning = await tutorAccount(handle.db, courseId, { week: [{ weekday: 2, startMinute: 6 * 60, endMinute: 7 * 60 }] });
    // Hours nobody keeps: Friday 03:00–04:00 in Tehran.
    const id = await submittedRequest(student, courseId, { hours: [{ weekday: 5, start_minute: 3 * 60, end_minute: 4 * 60 }] });
    await age(id, 30);
    const detail = (await callApi(`${base}/${id}`, { token: operator, locale: 'en-US' })).body.data;
    expect(detail.candidates).toEqual([]);
    const others = detail.other_tutors.map((o: { tutor_id: number }) => o.tutor_id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(20);
    const listed = await handle.db.select({ id: tutorCourses.tutorId }).from(tutorCourses).where(eq(tutorCourses.courseId, courseId));
    expect(others.every((tutorId: number) => listed.some((row) => row.id === tutorId))).toBe(true);
    const tutorId = others.includes(morning.tutorId) ? morning.tutorId : others[0];
    const assigned = await postApi(`${base}/${id}/assign`, { tutor_id: tutorId, reason: 'Will teach at 03:00 by arrangement' }, { token: operator });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.data.request.state).toBe('suggestions_ready');
    const after = (await callApi(`${base}/${id}`, { token: operator })).body.data;
    expect(after.offer_list.map((o: { tutor_id: number }) => o.tutor_id)).toContain(tutorId);
  });

  it('assigns a tutor whose offer lapsed unanswered, but not one who said no, nor one whose hours are held for another student', async () => {
    const lapsed = await tutorAccount(handle.db, courseId);
    const id = await submittedRequest(student, courseId, { tutor: lapsed.username, hours: hoursOn(2) });
    await handle.db
      .update(tutorRequestOffers)
      .set({ state: 'expired', expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(tutorRequestOffers.requestId, id));
    const assigned = await postApi(`${base}/${id}/assign`, { tutor_id: lapsed.tutorId, reason: 'Missed the SMS, agreed by phone' }, { token: operator });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.data.request.state).toBe('suggestions_ready');

    // The same hours of the same tutor for another request: held already.
    const other = await submittedRequest(student, courseId, { hours: hoursOn(2) });
    const taken = await postApi(`${base}/${other}/assign`, { tutor_id: lapsed.tutorId, reason: 'Agreed by phone' }, { token: operator, locale: 'en-US' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already held for another student/);
    expect(await auditCount('tutor_request.assign', other)).toBe(0);

    const declining = await tutorAccount(handle.db, courseId);
    const third = await submittedRequest(student, courseId, { tutor: declining.username, hours: hoursOn(3) });
    const [offer] = await offersOf(third);
    expect((await postApi(`/www/v1/teacher/offers/${offer!.id}/decline`, { reason: 'Not my level' }, { token: declining.token })).status).toBe(200);
    const said = await postApi(`${base}/${third}/assign`, { tutor_id: declining.tutorId, reason: 'Try anyway' }, { token: operator, locale: 'en-US' });
    expect(said.status).toBe(409);
    expect(said.body.message).toMatch(/said no/);
  });

  it('gives a request to other tutors: offers and holds released, matching again, audited; the same click twice changes nothing', async () => {
    const first = await tutorAccount(handle.db, courseId);
    await tutorAccount(handle.db, courseId); // someone left to ask
    const id = await submittedRequest(student, courseId, { tutor: first.username, hours: hoursOn(4) });
    const [offer] = await offersOf(id);
    expect((await postApi(`/www/v1/teacher/offers/${offer!.id}/accept`, {}, { token: first.token })).status).toBe(200);
    const seen = (await callApi(`${base}/${id}`, { token: operator })).body.data;
    expect(seen.state).toBe('suggestions_ready');

    expect((await postApi(`${base}/${id}/reassign`, { version: seen.version }, { token: operator })).status).toBe(422);
    const body = { reason: 'The student wrote that the tutor did not call back', version: seen.version };
    const done = await postApi(`${base}/${id}/reassign`, body, { token: operator });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.changed).toBe(true);
    expect(['matching', 'offers_out']).toContain(done.body.data.request.state);
    const offers = await offersOf(id);
    expect(offers.find((o) => o.id === offer!.id)!.state).toBe('released');
    expect(await handle.db.select().from(tutorHourHolds).where(eq(tutorHourHolds.offerId, offer!.id))).toHaveLength(0);
    // Matching asked tutors not tried before, and told them.
    const fresh = offers.filter((o) => o.state === 'offered');
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.map((o) => o.tutorId)).not.toContain(first.tutorId);
    expect(
      await handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventKey, `tutor-request:${id}:offer:${fresh[0]!.id}`)),
    ).not.toHaveLength(0);
    const entry = await auditEntryFor(handle.db, 'tutor_request.reassign', 'tutor_request', id);
    expect(entry).toMatchObject({ reason: body.reason, before: expect.objectContaining({ state: 'suggestions_ready' }) });

    // A double click sends the same version: nothing more happens.
    const again = await postApi(`${base}/${id}/reassign`, body, { token: operator });
    expect(again.status).toBe(200);
    expect(again.body.data.changed).toBe(false);
    expect(await auditCount('tutor_request.reassign', id)).toBe(1);
    expect((await offersOf(id)).filter((o) => o.state === 'offered')).toHaveLength(fresh.length);
    // A page older than another change is told to reload.
    const stale = await postApi(`${base}/${id}/reassign`, { ...body, version: 0 }, { token: operator, locale: 'en-US' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Reload/);
  });

  it('refuses to reassign a request still matching or closed', async () => {
    const id = await submittedRequest(student, courseId, { hours: hoursOn(5) });
    await handle.db.update(tutorRequestOffers).set({ state: 'expired' }).where(eq(tutorRequestOffers.requestId, id));
    await handle.db.update(tutorRequests).set({ state: 'matching' }).where(eq(tutorRequests.id, id));
    const { version } = (await callApi(`${base}/${id}`, { token: operator })).body.data;
    const refused = await postApi(`${base}/${id}/reassign`, { reason: 'Try others', version }, { token: operator, locale: 'en-US' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Only a request with offers out/);
    expect(await auditCount('tutor_request.reassign', id)).toBe(0);
  });
});

/**
 * The app-wide fuzz (server/api/fuzz.test.ts) calls these routes as a plain user, who gets a 403
 * before any input is read; here the same generated calls come from an operator, so the inputs reach
 * the console's services (on this file's requests, ids 1 and up): never a 5xx, always the error shape.
 */
describe('fuzzed input to the console routes, as an operator', () => {
  const consoleRoutes = discoverRoutes().filter((route) => route.path.startsWith('/api/www/v1/operator/tutor-requests'));

  it('covers every console route of requests and matching', () => {
    expect(consoleRoutes.map((route) => `${route.method} ${route.path.replace('/api/www/v1/operator/tutor-requests', '')}`).sort()).toEqual([
      'GET ',
      'GET /:id',
      'POST /:id/assign',
      'POST /:id/offer',
      'POST /:id/reassign',
    ]);
  });

  it.each(consoleRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    await resetRateLimits();
    await fc.assert(
      fc.asyncProperty(requestArb(route), async (request) => {
        const answer = await callApi(urlOf(route, request), {
          method: route.method,
          body: request.body,
          locale: request.locale,
          token: request.auth === 'session' ? operator : request.auth === 'junk' ? 'junk-token' : undefined,
          headers: freshIp(),
        });
        expect(
          answerProblems(answer, schemasReject(route, request), request.locale),
          `${urlOf(route, request)} ${request.body} → ${answer.status} ${answer.text.slice(0, 300)}`,
        ).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});
