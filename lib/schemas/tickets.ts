import { z } from '@/lib/schemas/zod';
import { recordId } from './ids';
import { rule } from './error-map';
import { storableText } from './text';
import { uploadIdField } from './tutor-applications';

/**
 * Tickets: one person's conversation with the team. One model for every desk (`topic`): tutor
 * applicants now, student support later. docs/decisions.md "Becoming a tutor (issue 19)".
 */
export const TICKET_TOPICS = ['tutor_application', 'support'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];
export type TicketState = 'open' | 'closed';

const body = z.string().trim().min(5).max(4000).refine(storableText, rule('no_control_characters'));
const attachments = z.array(uploadIdField).max(5).default([]);

export const newTicketBody = z.strictObject({
  topic: z.enum(TICKET_TOPICS),
  subject: z.string().trim().min(3).max(150).refine(storableText, rule('no_control_characters')),
  message: body,
  attachments,
});
export type NewTicket = z.output<typeof newTicketBody>;

export const ticketReplyBody = z.strictObject({ message: body, attachments });
export const ticketListQuerySchema = z.strictObject({ topic: z.enum(TICKET_TOPICS).optional() });
/** The support desk's views: waiting for the team's answer, all open, closed. */
export const DESK_FILTERS = ['waiting', 'open', 'closed'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];
export const deskListQuerySchema = z.strictObject({ filter: z.enum(DESK_FILTERS).default('waiting'), topic: z.enum(TICKET_TOPICS).optional() });
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
  created_at: string;
  updated_at: string;
}

export interface TicketThread extends TicketSummary {
  messages: TicketMessage[];
}

/** A ticket as the team sees it: whose it is, and whether it waits for an answer. */
export interface DeskTicketSummary extends TicketSummary {
  owner: { full_name: string | null; mobile: string };
  waiting_for_team: boolean;
}

export interface DeskTicketThread extends DeskTicketSummary {
  messages: TicketMessage[];
}
