import { and, eq, gt, inArray, asc } from 'drizzle-orm';
import type { ConversationAttachment, ConversationMessage, ConversationPeer, ConversationSide, MaskKind } from '@/lib/schemas/conversations';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '@/server/db/client';
import { conversationAttachments, conversationMessages, conversations, tutors, uploads, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { maskContacts } from './masking';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

export interface OwnedConversation {
  row: ConversationRow;
  side: ConversationSide;
  /** The tutor's account (null for a listed-only tutor). */
  tutorUserId: number | null;
}

/** The other side of a side. */
export const otherSide = (side: ConversationSide): ConversationSide => (side === 'student' ? 'tutor' : 'student');

/** Where a conversation's files are read by the two people in it. */
export const conversationFileUrl = (id: string) => `/api/file/v1/conversation-files/${encodeURIComponent(id)}`;
/** Where operators read the files of a reported thread. */
export const reportedConversationFileUrl = (id: string) => `/api/file/v1/reported-conversation-files/${encodeURIComponent(id)}`;

/** The files of these messages, by message, each read at `url`. */
export async function attachmentsOf(db: Db, messageIds: number[], url: (uploadId: string) => string): Promise<Map<number, ConversationAttachment[]>> {
  const files = messageIds.length
    ? await db
        .select({ messageId: conversationAttachments.messageId, upload: uploads })
        .from(conversationAttachments)
        .innerJoin(uploads, eq(uploads.id, conversationAttachments.uploadId))
        .where(inArray(conversationAttachments.messageId, messageIds))
    : [];
  const byMessage = new Map<number, ConversationAttachment[]>();
  for (const { messageId, upload } of files) {
    byMessage.set(messageId, [
      ...(byMessage.get(messageId) ?? []),
      { upload_id: upload.id, file_name: upload.fileName, file_type: upload.fileType, url: url(upload.id) },
    ]);
  }
  return byMessage;
}

/** A conversation the caller is in, and their side of it; anyone else's reads as one that does not exist. */
export async function ownConversation(db: Db, userId: number, id: number): Promise<OwnedConversation> {
  const [found] = await db
    .select({ row: conversations, tutorUserId: tutors.userId })
    .from(conversations)
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .where(eq(conversations.id, id));
  if (!found) throw new DomainError('not_found', 'conversation_not_found');
  if (found.row.studentId === userId) return { ...found, side: 'student' };
  if (found.tutorUserId === userId) return { ...found, side: 'tutor' };
  throw new DomainError('not_found', 'conversation_not_found');
}

/** The other person as the reader sees them: the tutor by their name in the page's language, the student by theirs. */
export async function peerOf(db: Db, conversation: OwnedConversation, locale: Locale): Promise<ConversationPeer> {
  if (conversation.side === 'student') {
    const [tutor] = await db
      .select({ fullName: tutors.fullName, fullNameEn: tutors.fullNameEn, username: tutors.username })
      .from(tutors)
      .where(eq(tutors.id, conversation.row.tutorId));
    return { name: (locale === 'fa' ? tutor?.fullName : tutor?.fullNameEn) || tutor?.fullName || '', username: tutor?.username ?? null };
  }
  const [student] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, conversation.row.studentId));
  return { name: student?.fullName ?? '', username: null };
}

/** A stored message as one side reads it: its text and its files' names masked when it was written before a paid class. */
export function readableMessage(row: MessageRow, readerSide: ConversationSide, attachments: ConversationAttachment[]): ConversationMessage {
  const masked = row.masked ? maskContacts(row.body) : { text: row.body, kinds: [] as MaskKind[] };
  const kinds = new Set(masked.kinds);
  const files = attachments.map((file) => {
    if (!row.masked || !file.file_name) return file;
    const name = maskContacts(file.file_name);
    for (const kind of name.kinds) kinds.add(kind);
    return { ...file, file_name: name.text };
  });
  return {
    id: row.id,
    side: row.senderSide as ConversationSide,
    mine: row.senderSide === readerSide,
    body: masked.text,
    masked: [...kinds].sort(),
    created_at: row.createdAt.toISOString(),
    attachments: files,
  };
}

/** Messages of a conversation after `afterId`, oldest first, as `readerSide` reads them, with their files. */
export async function messagesAfter(db: Db, conversationId: number, readerSide: ConversationSide, afterId = 0, limit = 500): Promise<ConversationMessage[]> {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversationId), gt(conversationMessages.id, afterId)))
    .orderBy(asc(conversationMessages.id))
    .limit(limit);
  const files = await attachmentsOf(
    db,
    rows.map((m) => m.id),
    conversationFileUrl,
  );
  return rows.map((row) => readableMessage(row, readerSide, files.get(row.id) ?? []));
}
