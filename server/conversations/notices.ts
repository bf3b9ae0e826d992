import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { threadPath } from '@/lib/conversations/paths';
import type { ConversationSide } from '@/lib/schemas/conversations';
import type { Db } from '@/server/db/client';
import { conversationMessages, conversations, tutors, users } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { languageOf } from '@/server/notifications/render';
import { otherSide } from './model';

/** At most one notice per conversation and reader in this long (docs/decisions.md). */
export const NOTICE_INTERVAL_SECONDS = 60 * 60;

/**
 * A few minutes after a message: if its reader still has not read it, they are told by SMS or
 * e-mail in their language with a link to the thread — unless they were told about this thread in
 * the last hour. Safe to run twice: the hour's claim is one conditional update.
 */
export async function noticeUnread(db: Db, conversationId: number, side: ConversationSide): Promise<{ sent: boolean }> {
  const [found] = await db
    .select({ row: conversations, tutorUserId: tutors.userId })
    .from(conversations)
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .where(eq(conversations.id, conversationId));
  if (!found) return { sent: false };
  const readerId = side === 'student' ? found.row.studentId : found.tutorUserId;
  if (!readerId) return { sent: false };
  const readId = side === 'student' ? found.row.studentReadId : found.row.tutorReadId;
  const [latest] = await db
    .select({ id: conversationMessages.id, senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.senderSide, otherSide(side)), gt(conversationMessages.id, readId)),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  if (!latest) return { sent: false };
  const notified = side === 'student' ? conversations.studentNotifiedAt : conversations.tutorNotifiedAt;
  const [claimed] = await db
    .update(conversations)
    .set({ [side === 'student' ? 'studentNotifiedAt' : 'tutorNotifiedAt']: new Date() })
    .where(and(eq(conversations.id, conversationId), or(isNull(notified), lt(notified, sql`now() - make_interval(secs => ${NOTICE_INTERVAL_SECONDS})`))))
    .returning({ id: conversations.id });
  if (!claimed) return { sent: false };
  // The writer's name in the reader's language; notify makes the link in it (linkPath).
  const [reader] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, readerId));
  const [writer] =
    side === 'student'
      ? await db.select({ name: tutors.fullName, nameEn: tutors.fullNameEn }).from(tutors).where(eq(tutors.id, found.row.tutorId))
      : await db.select({ name: users.fullName, nameEn: users.fullName }).from(users).where(eq(users.id, found.row.studentId));
  await notify(db, {
    template: 'conversation-unread',
    userId: readerId,
    eventKey: `conversation:${conversationId}:${side}:${latest.id}`,
    params: { name: (languageOf(reader?.locale) === 'fa' ? writer?.name : writer?.nameEn) || writer?.name || '—' },
    linkPath: threadPath(side, conversationId),
  });
  return { sent: true };
}
