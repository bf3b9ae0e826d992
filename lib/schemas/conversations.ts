import { z } from '@/lib/schemas/zod';
import { recordId } from './ids';
import { queryIntOr } from './query-values';
import { rule } from './error-map';
import { storableText } from './text';
import { uploadIdField } from './tutor-applications';
import type { ListPage } from './list-page';

/**
 * Conversations (issue 32): one thread per pair of a student account and a tutor, before and after
 * booking. docs/decisions.md "Conversations".
 */
export type ConversationSide = 'student' | 'tutor';
export type MaskKind = 'phone' | 'email' | 'messenger';

/** Stored exactly as written (no trimming), never blank. */
const messageText = z
  .string()
  .max(4000)
  .refine(storableText, rule('no_control_characters'))
  .refine((value) => value.trim().length > 0, rule('not_blank'));
const attachments = z.array(uploadIdField).max(5).default([]);

export const conversationMessageBody = z.strictObject({ message: messageText, attachments });
export type ConversationMessageInput = z.output<typeof conversationMessageBody>;

export const tutorUsername = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/);

/** The first message to a tutor (from a profile or an offer card): the pair's thread is made or reused. */
export const newConversationBody = z.strictObject({ tutor: tutorUsername, message: messageText, attachments });
export type NewConversationInput = z.output<typeof newConversationBody>;

export const conversationListQuerySchema = z.strictObject({ side: z.enum(['student', 'tutor']).optional(), page: queryIntOr(1, 1000, 1) });
/** How many threads a page of the messages list holds. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const conversationIdParam = z.strictObject({ id: recordId });
export const conversationMessageParam = z.strictObject({ id: recordId, messageId: recordId });
export const conversationWithParam = z.strictObject({ username: tutorUsername });
export const conversationClassParam = z.strictObject({ classId: recordId });
export const conversationReadBody = z.strictObject({ up_to: z.number().int().min(1).max(2_147_483_647) });

export const REPORT_REASONS = ['spam', 'harassment', 'off_platform', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const conversationReportBody = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(1000).refine(storableText, rule('no_control_characters')).optional(),
});

export const REPORT_STATES = ['open', 'closed'] as const;
export const reportListQuerySchema = z.strictObject({ state: z.enum(REPORT_STATES).default('open'), page: queryIntOr(1, 1000, 1) });
export const reportIdParam = z.strictObject({ id: recordId });

export interface ConversationAttachment {
  upload_id: string;
  file_name: string | null;
  file_type: string;
  url: string;
}

export interface ConversationMessage {
  id: number;
  side: ConversationSide;
  mine: boolean;
  /** As the reader may see it: contact details masked when it was written before a paid class. */
  body: string;
  masked: MaskKind[];
  created_at: string;
  attachments: ConversationAttachment[];
}

export interface ConversationPeer {
  name: string;
  /** The tutor's profile address name (when the other side is the tutor). */
  username: string | null;
}

export interface ConversationSummary {
  id: number;
  my_side: ConversationSide;
  other: ConversationPeer;
  last_message: { body: string; mine: boolean; created_at: string } | null;
  unread: number;
  blocked: boolean;
}

/** One page of the caller's threads, latest activity first (`GET /www/v1/conversations`). */
export interface ConversationPage extends ListPage {
  conversations: ConversationSummary[];
}

export interface ConversationThread {
  id: number;
  my_side: ConversationSide;
  other: ConversationPeer;
  /** Who blocked the other, if anyone: then nobody writes until they unblock. */
  blocked_by: 'me' | 'other' | null;
  /** The pair has a paid class: contact details in new messages pass unmasked. */
  paid: boolean;
  messages: ConversationMessage[];
}

export interface UnreadCounts {
  student: number;
  tutor: number;
}

export interface ConversationReportSummary {
  id: number;
  reason: ReportReason;
  note: string | null;
  state: (typeof REPORT_STATES)[number];
  created_at: string;
  conversation_id: number;
  reporter: { name: string | null; mobile: string };
  reported: { name: string | null; mobile: string | null; side: ConversationSide };
}

/** For the team: the report and the thread around the reported message, as written (not masked). */
/** One page of the team's reports: open ones oldest first, closed ones newest first. */
export interface ConversationReportPage extends ListPage {
  reports: ConversationReportSummary[];
}

export interface ConversationReportView extends ConversationReportSummary {
  message_id: number;
  /** Files as sent (names unmasked), at an address only operators may read. */
  messages: { id: number; side: ConversationSide; body: string; created_at: string; reported: boolean; attachments: ConversationAttachment[] }[];
}
