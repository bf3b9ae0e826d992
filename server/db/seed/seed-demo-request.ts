import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutorCourses, tutorRequestTransitions, tutorRequests, users } from '@/server/db/schema';

const HOUR = 3_600_000;

/**
 * A stalled request of the demo student (issue 34), so the console's "Requests and matching" shows
 * one: sent three days ago for Friday mornings 06:00–07:00 Tehran time, which no demo tutor teaches,
 * so matching found nobody and it still waits in `matching`. Made once.
 */
export async function seedDemoRequest(db: Db, studentMobile: string, now = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, studentMobile));
  if (!student) return;
  const [existing] = await db
    .select({ id: tutorRequests.id })
    .from(tutorRequests)
    .where(and(eq(tutorRequests.userId, student.id), eq(tutorRequests.origin, 'suggestion')))
    .limit(1);
  if (existing) return;
  // The seed's most taught course: the demo tutors teach it too (seed-demo-accounts.ts).
  const [course] = await db.select({ id: tutorCourses.courseId }).from(tutorCourses).groupBy(tutorCourses.courseId).orderBy(desc(count())).limit(1);
  if (!course) return;
  const sent = new Date(now.getTime() - 72 * HOUR);
  const start = new Date(now.getTime() + 14 * 24 * HOUR).toISOString().slice(0, 10);
  const [request] = await db
    .insert(tutorRequests)
    .values({
      userId: student.id,
      origin: 'suggestion',
      state: 'matching',
      version: 1,
      courseId: course.id,
      teachingMode: 'online',
      timeZone: 'Asia/Tehran',
      weeklyHours: [{ weekday: 5, start_minute: 6 * 60, end_minute: 7 * 60 }],
      classInfo: {
        course_id: course.id,
        level: 'پایهٔ یازدهم',
        teaching_mode: 'online',
        sessions_per_week: 1,
        session_minutes: 60,
        start_date: start,
        group_kind: 'one_to_one',
      },
      studentInfo: { learner: 'me', learner_name: '', age_or_grade: '۱۷', goals: 'آمادگی برای کنکور', tried_before: '' },
      budgetMinCents: 1_000,
      budgetMaxCents: 3_000,
      supplementary: { gender_preference: 'any', contact_method: 'sms', notes: '' },
      createdAt: sent,
      updatedAt: sent,
      submittedAt: sent,
    })
    .returning({ id: tutorRequests.id });
  await db.insert(tutorRequestTransitions).values({
    requestId: request!.id,
    seq: 1,
    transition: 'submit',
    fromState: 'draft',
    toState: 'matching',
    actor: 'student',
    actorUserId: student.id,
    createdAt: sent,
  });
}
