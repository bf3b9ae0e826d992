import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { classFixture } from '@/server/classes/test-helpers';
import { tutorReviews } from '@/server/db/schema';
import { tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';

/**
 * Test-only (TEST_ROUTES=1): the caller's class with a fresh tutor and one held lesson, so a
 * browser test takes the survey without walking the classes flow (its own e2e covers that); and a
 * fresh tutor's account with 25 reviews an hour apart (the newest "Review 1"), to page through.
 */
export const reviewTestRoutes = new Hono()
  .post(
    '/reviews/reviewed-tutor',
    defineRoute({ access: 'public' }, async ({ db }) => {
      const tutor = await tutorAccount(db, await mostTaughtCourseId(db));
      const hour = 3_600_000;
      await db.insert(tutorReviews).values(
        Array.from({ length: 25 }, (_, i) => ({
          tutorId: tutor.tutorId,
          authorName: `Reader ${i + 1}`,
          stars: 5,
          body: `Review ${i + 1}: patient and clear.`,
          createdAt: new Date(Date.now() - (i + 1) * hour),
        })),
      );
      return { token: tutor.token, username: tutor.username };
    }),
  )
  .post(
    '/classes/held-class',
    defineRoute({ access: 'user' }, async ({ db, user }) => {
      const courseId = await mostTaughtCourseId(db);
      const tutor = await tutorAccount(db, courseId);
      const now = Date.now();
      const { classId } = await classFixture(db, {
        studentUserId: user.id,
        tutorId: tutor.tutorId,
        sessions: [
          { startsAt: new Date(now - 2 * 86_400_000), state: 'held' },
          { startsAt: new Date(now + 5 * 86_400_000), state: 'scheduled' },
        ],
      });
      return { class_id: classId, tutor_username: tutor.username };
    }),
  );
