import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { tutorRequestOffers, tutorRequests, tutors } from '@/server/db/schema';
import { mostTaughtCourseId, submittedRequest, tutorAccount } from '@/server/tutor-requests/test-helpers';

const HOUR = 3_600_000;

/**
 * Test-only (TEST_ROUTES=1): a tutor of its own (no other test's offers) asked by 23 requests, to page through their
 * offers. The first is a real request from a fresh student; the others copy it, each an hour older
 * than the one before and due a minute later (so the newest is due first).
 */
export const tutorRequestTestRoutes = new Hono()
  /**
   * A listed tutor of their own with an account (8:00–22:00 every day on Tehran's clock): the request
   * journey's tutor, whose hours no earlier run's class holds (a class keeps its weekly hours while it runs).
   */
  .post(
    '/tutor-requests/fresh-tutor',
    defineRoute({ access: 'public' }, async ({ db }) => {
      const tutor = await tutorAccount(db, await mostTaughtCourseId(db), { fresh: true });
      return { token: tutor.token, username: tutor.username };
    }),
  )
  .post(
    '/tutor-requests/asked-tutor',
    defineRoute({ access: 'public' }, async ({ db }) => {
      const courseId = await mostTaughtCourseId(db);
      const tutor = await tutorAccount(db, courseId, { fresh: true });
      const student = await signInByCode(db, uniqueTestMobile());
      const firstId = await submittedRequest(student.token, courseId, { tutor: tutor.username });
      const [request] = await db.select().from(tutorRequests).where(eq(tutorRequests.id, firstId));
      const [offer] = await db.select().from(tutorRequestOffers).where(eq(tutorRequestOffers.requestId, firstId));
      const { id: _request, ...requestCopy } = request!;
      const { id: _offer, ...offerCopy } = offer!;
      const ids = [firstId];
      for (let i = 1; i < 23; i++) {
        const at = new Date(request!.createdAt.getTime() - i * HOUR);
        const [copy] = await db
          .insert(tutorRequests)
          .values({ ...requestCopy, createdAt: at, updatedAt: at })
          .returning({ id: tutorRequests.id });
        await db
          .insert(tutorRequestOffers)
          .values({ ...offerCopy, requestId: copy!.id, createdAt: at, expiresAt: new Date(offer!.expiresAt.getTime() + i * 60_000) });
        ids.push(copy!.id);
      }
      // Off the lists from now on, so no other test's request is matched to this tutor while the browser pages through.
      await db.update(tutors).set({ isActive: false }).where(eq(tutors.id, tutor.tutorId));
      return { token: tutor.token, request_ids: ids };
    }),
  );
