import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, ne, notExists } from 'drizzle-orm';
import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { findUserByMobile } from '@/server/auth/users';
import type { Db } from '@/server/db/client';
import { conversationMessages, conversationReports, conversations, tutors, uploads } from '@/server/db/schema';
import { DEMO_ACCOUNTS } from '@/server/db/seed/seed-demo-accounts';
import { reportMessage } from '@/server/conversations/reports';
import { sendMessage, startConversation } from '@/server/conversations/service';
import { mostTaughtCourseId, tutorAccount } from '@/server/tutor-requests/test-helpers';

const demoUser = async (db: Db, key: 'student' | 'tutor') => (await findUserByMobile(db, DEMO_ACCOUNTS.find((a) => a.key === key)!.mobile))!;

/** The demo student's report of a demo tutor's message (with a file) in their thread: made once, then reused. */
async function demoReport(db: Db, studentId: number, tutor: { id: number; userId: number; username: string }) {
  const [found] = await db
    .select({ id: conversationReports.id, conversationId: conversationMessages.conversationId })
    .from(conversationReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationReports.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversations.studentId, studentId), eq(conversations.tutorId, tutor.id), eq(conversationReports.reporterId, studentId)))
    .orderBy(desc(conversationReports.id))
    .limit(1);
  if (found) return found;
  const thread = await startConversation(
    db,
    studentId,
    { tutor: tutor.username, message: 'سلام، برای ریاضی پایه نهم کلاس می‌خواهم. شماره من ۰۹۱۲ ۱۲۳ ۴۵۶۷ است.', attachments: [] },
    'fa',
  );
  // A file as if uploaded (its bytes are not needed to render the pages that list it).
  const [file] = await db
    .insert(uploads)
    .values({ id: `test-${randomUUID()}`, userId: tutor.userId, fileName: 'worksheet.pdf', fileType: 'application/pdf', sizeBytes: 64, finishedAt: new Date() })
    .returning({ id: uploads.id });
  const answer = await sendMessage(db, tutor.userId, thread.id, {
    message: 'Hello! Yes, I teach grade 9 maths. The worksheet is attached.',
    attachments: [file!.id],
  });
  await reportMessage(db, studentId, thread.id, answer.id, { reason: 'other', note: 'A report for the page checks.' });
  const [report] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(and(eq(conversationReports.messageId, answer.id), eq(conversationReports.reporterId, studentId)));
  return { id: report!.id, conversationId: thread.id };
}

/**
 * Test-only (TEST_ROUTES=1): what the conversation pages need for the page checks (html-validity
 * and dashboards e2e): the demo student's thread with the demo tutor, a report of the tutor's
 * answer (with a file), a tutor with an account the demo student has not written to (the
 * new-message page) and a listed tutor without one (the page saying they take no messages).
 */
export const conversationTestRoutes = new Hono().post(
  '/conversations/demo-thread',
  defineRoute({ access: 'user' }, async ({ db }) => {
    const student = await demoUser(db, 'student');
    const tutorUser = await demoUser(db, 'tutor');
    const [tutor] = await db.select({ id: tutors.id, username: tutors.username }).from(tutors).where(eq(tutors.userId, tutorUser.id));
    const report = await demoReport(db, student.id, { id: tutor!.id, userId: tutorUser.id, username: tutor!.username });
    const unwritten = (reachable: boolean) =>
      db
        .select({ username: tutors.username })
        .from(tutors)
        .where(
          and(
            eq(tutors.isActive, true),
            reachable ? and(isNotNull(tutors.userId), ne(tutors.userId, student.id)) : isNull(tutors.userId),
            notExists(
              db
                .select({ id: conversations.id })
                .from(conversations)
                .where(and(eq(conversations.tutorId, tutors.id), eq(conversations.studentId, student.id))),
            ),
          ),
        )
        .orderBy(desc(tutors.id))
        .limit(1);
    const [reachable] = await unwritten(true);
    const [listed] = await unwritten(false);
    return {
      conversation_id: report.conversationId,
      report_id: report.id,
      tutor: reachable?.username ?? (await tutorAccount(db, await mostTaughtCourseId(db))).username,
      listed_tutor: listed!.username,
    };
  }),
);
