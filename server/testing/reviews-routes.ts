import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { classFixture } from '@/server/classes/test-helpers';
import { tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';

/**
 * Test-only (TEST_ROUTES=1): the caller's class with a fresh tutor and one held lesson, so a
 * browser test takes the survey without walking the classes flow (its own e2e covers that).
 */
export const reviewTestRoutes = new Hono().post(
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
