import { and, eq, exists, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { conversationAttachments, conversationMessages, conversationReports, conversations, tutors, uploads } from '@/server/db/schema';
import type { FileReader } from '@/server/uploads/readers';

/**
 * A file sent in a thread this person is in (either side); anyone else gets the same 404 as no file.
 * Without a person (the upload kit asking whether a file is held): any thread's file.
 */
async function conversationUpload(db: Db, uploadId: string, userId: number | undefined) {
  const [row] = await db
    .select({ upload: uploads })
    .from(conversationAttachments)
    .innerJoin(uploads, eq(uploads.id, conversationAttachments.uploadId))
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .where(
      and(
        eq(conversationAttachments.uploadId, uploadId),
        isNotNull(uploads.finishedAt),
        userId === undefined ? undefined : or(eq(conversations.studentId, userId), eq(tutors.userId, userId)),
      ),
    )
    .limit(1);
  return row?.upload;
}

/** Files sent in conversations: read by the two people of the thread; once sent, the sender cannot delete them. */
export const conversationFilesReader: FileReader = {
  path: 'conversation-files',
  access: 'user',
  cacheControl: 'private, no-store',
  holdsFiles: true,
  find: conversationUpload,
};

const reportedMessage = alias(conversationMessages, 'reported_message');

/** A file sent in a thread where someone reported a message: what the team may open beside the report. */
async function reportedConversationUpload(db: Db, uploadId: string) {
  const [row] = await db
    .select({ upload: uploads })
    .from(conversationAttachments)
    .innerJoin(uploads, eq(uploads.id, conversationAttachments.uploadId))
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
    .where(
      and(
        eq(conversationAttachments.uploadId, uploadId),
        isNotNull(uploads.finishedAt),
        exists(
          db
            .select({ id: conversationReports.id })
            .from(conversationReports)
            .innerJoin(reportedMessage, eq(reportedMessage.id, conversationReports.messageId))
            .where(eq(reportedMessage.conversationId, conversationMessages.conversationId)),
        ),
      ),
    )
    .limit(1);
  return row?.upload;
}

/** Files of reported threads, for operators reading a report (docs/decisions.md "Conversations: safety"); no one else. */
export const reportedConversationFilesReader: FileReader = {
  path: 'reported-conversation-files',
  access: 'operator',
  cacheControl: 'private, no-store',
  find: (db, id) => reportedConversationUpload(db, id),
};
