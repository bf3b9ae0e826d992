import { z } from '@/lib/schemas/zod';
import { MAX_RECORD_ID, publicUuid, recordId } from './ids';
import { queryIntOr } from './query-values';
import { rule } from './error-map';
import { storableText } from './text';
import { uploadIdField } from './tutor-applications';
import type { ListPage } from './list-page';

/**
 * Tickets: one person's conversation with the team. One model for every desk (`topic`): tutor
 * applicants now, student support later. docs/decisions.md "Becoming a tutor (issue 19)".
 */
export const TICKET_TOPICS = ['tutor_application', 'support'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];
/** open: waits for the team; answered: the team wrote last; closed: by its owner or the team. */
export type TicketState = 'open' | 'answered' | 'closed';
/** What a support ticket is about (student support; applicants' tickets have none). */
export const TICKET_CATEGORIES = ['payment', 'class', 'tutor', 'technical', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
/** One of the owner's own things a ticket may be about. */
export const TICKET_LINK_KINDS = ['invoice', 'class', 'request'] as const;
export type TicketLinkKind = (typeof TICKET_LINK_KINDS)[number];
export const ticketLinkBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('invoice'), id: publicUuid }),
  z.strictObject({ kind: z.enum(['class', 'request']), id: z.int().min(1).max(MAX_RECORD_ID) }),
]);
export type TicketLink = z.output<typeof ticketLinkBody>;

const body = z.string().trim().min(5).max(4000).refine(storableText, rule('no_control_characters'));
const attachments = z.array(uploadIdField).max(5).default([]);

export const newTicketBody = z.strictObject({
  topic: z.enum(TICKET_TOPICS),
  subject: z.string().trim().min(3).max(150).refine(storableText, rule('no_control_characters')),
  message: body,
  attachments,
  /** Required for `support`, refused on other topics (checked by the service). */
  category: z.enum(TICKET_CATEGORIES).optional(),
  link: ticketLinkBody.optional(),
});
export type NewTicket = z.output<typeof newTicketBody>;

export const ticketReplyBody = z.strictObject({ message: body, attachments });
export const ticketListQuerySchema = z.strictObject({ topic: z.enum(TICKET_TOPICS).optional(), page: queryIntOr(1, 1000, 1) });
/** How many tickets a page of a person's own list holds. */
export const TICKETS_PAGE_SIZE = 20;
/** The support desk's views: waiting for the team's answer, all open, closed. */
export const DESK_FILTERS = ['waiting', 'open', 'closed'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];
export const deskListQuerySchema = z.strictObject({
  filter: z.enum(DESK_FILTERS).default('waiting'),
  topic: z.enum(TICKET_TOPICS).optional(),
  page: queryIntOr(1, 1000, 1),
});
export const ticketAnswerBody = z.strictObject({ message: body });
export const ticketIdParam = z.strictObject({ id: recordId });

export interface TicketAttachment {
  upload_id: string;
  file_name: string | null;
  file_type: string;
  url: string;
}

export interface TicketMessage {
  id: number;
  from_staff: boolean;
  body: string;
  created_at: string;
  attachments: TicketAttachment[];
}

export interface TicketSummary {
  id: number;
  topic: TicketTopic;
  subject: string;
  state: TicketState;
  category: TicketCategory | null;
  link: TicketLink | null;
  /** The team wrote after the owner last read the thread. */
  unread_answer: boolean;
  created_at: string;
  updated_at: string;
}

/** One page of a person's own tickets, latest activity first (`GET /www/v1/tickets`). */
export interface TicketPage extends ListPage {
  tickets: TicketSummary[];
}

export interface TicketThread extends TicketSummary {
  messages: TicketMessage[];
}

/** A ticket as the team sees it: whose it is, and whether it waits for an answer. */
export interface DeskTicketSummary extends TicketSummary {
  owner: { full_name: string | null; mobile: string };
  waiting_for_team: boolean;
}

/** One page of the desk: the waiting ones oldest first, the others newest first. */
export interface DeskTicketPage extends ListPage {
  tickets: DeskTicketSummary[];
}

export interface DeskTicketThread extends DeskTicketSummary {
  messages: TicketMessage[];
}
