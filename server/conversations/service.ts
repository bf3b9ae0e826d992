import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationMessage,
  type ConversationMessageInput,
  type ConversationPage,
  type ConversationSide,
  type ConversationSummary,
  type ConversationThread,
  type NewConversationInput,
  type UnreadCounts,
} from '@/lib/schemas/conversations';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '@/server/db/client';
import { readPage } from '@/server/db/pages';
import { figure, readFigures, readNumber } from '@/server/db/rows';
import { classes, conversationAttachments, conversationMessages, conversations, tutors, users } from '@/server/db/schema';
import { enqueueJob, jobRunner } from '@/server/jobs/enqueue';
import { DomainError } from '@/server/shared/domain-error';
import { assertUsableUpload } from '@/server/uploads/ownership';
import { publishMessage } from './live';
import { maskContacts } from './masking';
import { messagesAfter, otherSide, ownConversation, type OwnedConversation, peerOf, readableMessage } from './model';
import { pairHasPaidClass } from './paid';

/** How long a message waits unread before its reader is told by SMS or e-mail (docs/decisions.md). */
export const UNREAD_NOTICE_DELAY_SECONDS = 5 * 60;
/** A thread page shows this many of the latest messages. */
const THREAD_LENGTH = 300;

const readColumn = (side: ConversationSide) => (side === 'student' ? conversations.studentReadId : conversations.tutorReadId);

async function checkAttachments(db: Db, userId: number, ids: string[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw new DomainError('invalid', 'upload_repeated', {}, 'attachments');
  for (const [index, id] of ids.entries()) {
    await assertUsableUpload(db, userId, id, 'conversation', `attachments.${index}`);
  }
}

/** The tutor a student writes to: live, with an account to read it, and not the writer themself. */
async function reachableTutor(db: Db, userId: number, username: string) {
  const [tutor] = await db
    .select({ id: tutors.id, userId: tutors.userId })
    .from(tutors)
    .where(and(eq(tutors.username, username), eq(tutors.isActive, true)));
  if (!tutor) throw new DomainError('not_found', 'tutor_not_found');
  if (!tutor.userId) throw new DomainError('conflict', 'tutor_not_reachable');
  if (tutor.userId === userId) throw new DomainError('conflict', 'conversation_with_self');
  return tutor;
}

/** The thread of this student with this tutor, if they have one (the profile's "message" page opens it). */
export async function conversationWith(db: Db, userId: number, username: string): Promise<{ id: number }> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .where(and(eq(conversations.studentId, userId), eq(tutors.username, username)));
  if (!row) throw new DomainError('not_found', 'conversation_not_found');
  return row;
}

/**
 * The thread of a class's two people, for either of them (the class page links to it): made if they
 * have none yet, since a class's student and tutor may always talk. Anyone else's class reads as
 * one that does not exist.
 */
export async function conversationForClass(db: Db, userId: number, classId: number): Promise<{ id: number }> {
  // The class, its people and their thread if they have one: one read on every visit of the class page.
  const [found] = await db
    .select({ studentId: classes.studentUserId, tutorId: classes.tutorId, tutorUserId: tutors.userId, conversationId: conversations.id })
    .from(classes)
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .leftJoin(conversations, and(eq(conversations.studentId, classes.studentUserId), eq(conversations.tutorId, classes.tutorId)))
    .where(eq(classes.id, classId));
  if (!found || (found.studentId !== userId && found.tutorUserId !== userId)) throw new DomainError('not_found', 'class_not_found');
  if (found.conversationId !== null) return { id: found.conversationId };
  const [made] = await db
    .insert(conversations)
    .values({ studentId: found.studentId, tutorId: found.tutorId })
    .onConflictDoNothing({ target: [conversations.studentId, conversations.tutorId] })
    .returning({ id: conversations.id });
  if (made) return made;
  // The other side's visit made it a moment ago.
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.studentId, found.studentId), eq(conversations.tutorId, found.tutorId)));
  return { id: row!.id };
}

/** A student's first message to a tutor: the pair's one thread is made (or found) and the message added. */
export async function startConversation(db: Db, userId: number, input: NewConversationInput, locale: Locale): Promise<ConversationThread> {
  const tutor = await reachableTutor(db, userId, input.tutor);
  await db
    .insert(conversations)
    .values({ studentId: userId, tutorId: tutor.id })
    .onConflictDoNothing({ target: [conversations.studentId, conversations.tutorId] });
  const { id } = await conversationWith(db, userId, input.tutor);
  await sendMessage(db, userId, id, input);
  return conversationThread(db, userId, id, locale);
}

/**
 * Adds a message to the thread. The conversation's row is locked while it is written, so message
 * ids grow in the order they commit within a thread: a reader resuming after id N misses nothing.
 * The other side is told later unless they read it first (the unread notice job); every server's
 * open streams of the thread hear of it once it has committed.
 */
export async function sendMessage(db: Db, userId: number, id: number, input: ConversationMessageInput): Promise<ConversationMessage> {
  const owned = await ownConversation(db, userId, id);
  await checkAttachments(db, userId, input.attachments);
  const paid = await pairHasPaidClass(db, owned.row.studentId, owned.row.tutorId);
  // The job client is made before the transaction (on PGlite, its set-up cannot wait behind the open transaction).
  await jobRunner();
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
    if (locked!.blockedBy) throw new DomainError('conflict', locked!.blockedBy === owned.side ? 'conversation_blocked_by_you' : 'conversation_blocked');
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: id, senderId: userId, senderSide: owned.side, body: input.message, masked: !paid })
      .returning();
    if (input.attachments.length) await tx.insert(conversationAttachments).values(input.attachments.map((uploadId) => ({ messageId: message!.id, uploadId })));
    await tx
      .update(conversations)
      .set({ lastMessageAt: message!.createdAt, [owned.side === 'student' ? 'studentReadId' : 'tutorReadId']: message!.id })
      .where(eq(conversations.id, id));
    const reader = otherSide(owned.side);
    await enqueueJob(
      tx as unknown as Db,
      'conversations.notify-unread',
      { conversationId: id, side: reader },
      {
        startAfter: UNREAD_NOTICE_DELAY_SECONDS,
        singletonKey: `${id}:${reader}`,
      },
    );
    return message!;
  });
  await publishMessage(id, row.id);
  const [message] = await messagesAfter(db, id, owned.side, row.id - 1, 1);
  return message ?? readableMessage(row, owned.side, []);
}

/** The thread as the caller reads it: the other person, who blocked whom, the latest messages. */
export async function conversationThread(db: Db, userId: number, id: number, locale: Locale): Promise<ConversationThread> {
  const owned = await ownConversation(db, userId, id);
  const [threshold] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(desc(conversationMessages.id))
    .offset(THREAD_LENGTH - 1)
    .limit(1);
  return {
    id,
    my_side: owned.side,
    other: await peerOf(db, owned, locale),
    blocked_by: blockedBy(owned),
    paid: await pairHasPaidClass(db, owned.row.studentId, owned.row.tutorId),
    messages: await messagesAfter(db, id, owned.side, threshold ? threshold.id - 1 : 0, THREAD_LENGTH),
  };
}

function blockedBy(owned: OwnedConversation): ConversationThread['blocked_by'] {
  if (!owned.row.blockedBy) return null;
  return owned.row.blockedBy === owned.side ? 'me' : 'other';
}

/**
 * The threads the caller is in (on one side, or either), latest activity first, a page at a time,
 * each with its last message and what is unread: one statement for the page, whatever its length.
 */
export async function conversationsOf(
  db: Db,
  userId: number,
  locale: Locale,
  side?: ConversationSide,
  page = 1,
  size = CONVERSATIONS_PAGE_SIZE,
): Promise<ConversationPage> {
  // The caller's side of each thread: the student's where they are its student (unless asked as a tutor).
  const mineIsStudent = side === 'tutor' ? sql`false` : sql`${conversations.studentId} = ${userId}`;
  const last = db
    .select({
      body: conversationMessages.body,
      masked: conversationMessages.masked,
      senderSide: conversationMessages.senderSide,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversations.id))
    .orderBy(desc(conversationMessages.id))
    .limit(1)
    .as('last_message');
  const { rows, has_more } = await readPage(page, size, (limit, offset) =>
    db
      .select({
        row: conversations,
        mineIsStudent: sql<boolean>`${mineIsStudent}`,
        tutorName: tutors.fullName,
        tutorNameEn: tutors.fullNameEn,
        username: tutors.username,
        studentName: users.fullName,
        last: { body: last.body, masked: last.masked, senderSide: last.senderSide, createdAt: last.createdAt },
        unread: sql<number>`(select count(*)::int from ${conversationMessages} m where m.conversation_id = ${conversations.id}
          and m.sender_side = case when ${mineIsStudent} then 'tutor' else 'student' end
          and m.id > case when ${mineIsStudent} then ${conversations.studentReadId} else ${conversations.tutorReadId} end)`,
      })
      .from(conversations)
      .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
      .innerJoin(users, eq(users.id, conversations.studentId))
      .leftJoinLateral(last, sql`true`)
      .where(
        side === 'student'
          ? eq(conversations.studentId, userId)
          : side === 'tutor'
            ? eq(tutors.userId, userId)
            : sql`(${conversations.studentId} = ${userId} or ${tutors.userId} = ${userId})`,
      )
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(limit)
      .offset(offset),
  );
  const summaries = rows.map((found): ConversationSummary => {
    const mySide: ConversationSide = found.mineIsStudent ? 'student' : 'tutor';
    return {
      id: found.row.id,
      my_side: mySide,
      other:
        mySide === 'student'
          ? { name: (locale === 'fa' ? found.tutorName : found.tutorNameEn) || found.tutorName, username: found.username }
          : { name: found.studentName ?? '', username: null },
      last_message: found.last
        ? {
            body: found.last.masked ? maskContacts(found.last.body).text : found.last.body,
            mine: found.last.senderSide === mySide,
            created_at: found.last.createdAt.toISOString(),
          }
        : null,
      unread: Number(found.unread),
      blocked: Boolean(found.row.blockedBy),
    };
  });
  return { conversations: summaries, page, has_more };
}

/** Unread messages for the dashboards' navigation: as a student (the student area) and as a tutor (the teacher's). */
export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const unreadOn = (side: ConversationSide) =>
    figure(
      `conversations.unread-${side}`,
      { userId },
      (v) =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(conversationMessages)
          .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
          .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
          .where(
            and(
              side === 'student' ? eq(conversations.studentId, v.userId) : and(isNotNull(tutors.userId), eq(tutors.userId, v.userId)),
              eq(conversationMessages.senderSide, otherSide(side)),
              gt(conversationMessages.id, readColumn(side)),
            ),
          ),
      readNumber,
    );
  // Both sides in one statement: the dashboard's badges are read on every page of it.
  return readFigures(db, { student: unreadOn('student'), tutor: unreadOn('tutor') });
}

/** The caller has read the thread up to this message (a read mark only moves forward). */
export async function markRead(db: Db, userId: number, id: number, upTo: number): Promise<{ read_up_to: number }> {
  const owned = await ownConversation(db, userId, id);
  const column = readColumn(owned.side);
  const [last] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  const target = Math.min(upTo, last?.id ?? 0);
  await db
    .update(conversations)
    .set({ [owned.side === 'student' ? 'studentReadId' : 'tutorReadId']: sql`greatest(${column}, ${target})` })
    .where(eq(conversations.id, id));
  return { read_up_to: Math.max(target, owned.side === 'student' ? owned.row.studentReadId : owned.row.tutorReadId) };
}

/** Blocks the other person: nobody writes in the thread until the one who blocked unblocks. */
export async function blockConversation(db: Db, userId: number, id: number, locale: Locale): Promise<ConversationThread> {
  const owned = await ownConversation(db, userId, id);
  if (owned.row.blockedBy && owned.row.blockedBy !== owned.side) throw new DomainError('conflict', 'conversation_blocked');
  await db.update(conversations).set({ blockedBy: owned.side }).where(eq(conversations.id, id));
  return conversationThread(db, userId, id, locale);
}

export async function unblockConversation(db: Db, userId: number, id: number, locale: Locale): Promise<ConversationThread> {
  const owned = await ownConversation(db, userId, id);
  if (owned.row.blockedBy !== owned.side) throw new DomainError('conflict', 'conversation_not_blocked_by_you');
  await db.update(conversations).set({ blockedBy: null }).where(eq(conversations.id, id));
  return conversationThread(db, userId, id, locale);
}

/** Message ids of a thread the caller is in (for reports: the message must be the other side's). */
export async function otherSidesMessage(db: Db, userId: number, id: number, messageId: number) {
  const owned = await ownConversation(db, userId, id);
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.id, messageId),
        eq(conversationMessages.conversationId, id),
        inArray(conversationMessages.senderSide, [otherSide(owned.side)]),
      ),
    );
  if (!message) throw new DomainError('not_found', 'conversation_message_not_found');
  return { owned, message };
}
