import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type NewTicket,
  type TicketCategory,
  type TicketLink,
  type TicketLinkKind,
  type TicketMessage,
  type TicketPage,
  type TicketSummary,
  type TicketThread,
  type TicketTopic,
  type TicketState,
  TICKETS_PAGE_SIZE,
} from '@/lib/schemas/tickets';
import type { Db } from '@/server/db/client';
import { readPage } from '@/server/db/pages';
import { figure, type Figure, readNumber } from '@/server/db/rows';
import { classes, invoices, ticketAttachments, ticketMessages, tickets, tutorRequests, uploads } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { assertUsableUpload, fileUrl } from '@/server/uploads/ownership';

type TicketRow = typeof tickets.$inferSelect;

/**
 * A team answer newer than the last message the owner read. The outer ticket is named in full:
 * drizzle leaves columns unqualified in a one-table select, where `id` would name the message's.
 */
const unreadAnswer = sql<boolean>`exists (select 1 from ${ticketMessages} where ${ticketMessages.ticketId} = "tickets"."id" and ${ticketMessages.fromStaff} and ${ticketMessages.id} > coalesce("tickets"."owner_read_message_id", 0))`;

/** The columns every reader's summary is made of (the desk adds its own). */
export const summaryColumns = {
  id: tickets.id,
  topic: tickets.topic,
  subject: tickets.subject,
  state: tickets.state,
  category: tickets.category,
  linkKind: tickets.linkKind,
  linkRef: tickets.linkRef,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  unread: unreadAnswer,
};

type SummaryRow = Pick<TicketRow, 'id' | 'topic' | 'subject' | 'state' | 'category' | 'linkKind' | 'linkRef' | 'createdAt' | 'updatedAt'> & { unread: boolean };

const linkOf = (kind: string | null, ref: string | null): TicketLink | null =>
  !kind || !ref ? null : kind === 'invoice' ? { kind: 'invoice', id: ref } : { kind: kind as Exclude<TicketLinkKind, 'invoice'>, id: Number(ref) };

/** What every reader of a ticket sees of it (the owner's pages and the team's desk). */
export const ticketSummary = (row: SummaryRow): TicketSummary => ({
  id: row.id,
  topic: row.topic as TicketTopic,
  subject: row.subject,
  state: row.state as TicketState,
  category: row.category as TicketCategory | null,
  link: linkOf(row.linkKind, row.linkRef),
  unread_answer: Boolean(row.unread),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** How many of the person's tickets hold a team answer they have not read (the dashboard home), as a figure (server/db/rows.ts). */
export function unreadTicketAnswersFigure(db: Db, ownerId: number): Figure<number> {
  return figure(
    'tickets.unread-answers',
    { ownerId },
    (v) =>
      db
        .select({ n: count() })
        .from(tickets)
        .where(and(eq(tickets.ownerId, v.ownerId), unreadAnswer)),
    readNumber,
  );
}

/** A person's own tickets (of one topic, or all), latest activity first, a page at a time. */
export async function ticketsOf(db: Db, ownerId: number, topic?: TicketTopic, page = 1, size = TICKETS_PAGE_SIZE): Promise<TicketPage> {
  const { rows, has_more } = await readPage(page, size, (limit, offset) =>
    db
      .select(summaryColumns)
      .from(tickets)
      .where(topic ? and(eq(tickets.ownerId, ownerId), eq(tickets.topic, topic)) : eq(tickets.ownerId, ownerId))
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(limit)
      .offset(offset),
  );
  return { tickets: rows.map(ticketSummary), page, has_more };
}

/** Someone else's ticket reads as one that does not exist. */
async function ownTicket(db: Db, ownerId: number, id: number): Promise<SummaryRow> {
  const [row] = await db
    .select(summaryColumns)
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.ownerId, ownerId)));
  if (!row) throw new DomainError('not_found', 'ticket_not_found');
  return row;
}

async function checkAttachments(db: Db, userId: number, ids: string[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw new DomainError('invalid', 'upload_repeated', {}, 'attachments');
  for (const [index, id] of ids.entries()) await assertUsableUpload(db, userId, id, 'attachment', `attachments.${index}`);
}

async function addMessage(db: Db, ticketId: number, authorId: number, fromStaff: boolean, body: string, attachments: string[]) {
  const [message] = await db.insert(ticketMessages).values({ ticketId, authorId, fromStaff, body }).returning({ id: ticketMessages.id });
  if (attachments.length) await db.insert(ticketAttachments).values(attachments.map((uploadId) => ({ messageId: message!.id, uploadId })));
  await db.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id, ticketId));
}

/** A linked invoice, class or request must be the owner's own: anyone else's is refused like a wrong value. */
async function checkLink(db: Db, ownerId: number, link: TicketLink): Promise<void> {
  const found =
    link.kind === 'invoice'
      ? await db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.publicId, link.id), eq(invoices.userId, ownerId)))
      : link.kind === 'class'
        ? await db
            .select({ id: classes.id })
            .from(classes)
            .where(and(eq(classes.id, link.id), eq(classes.studentUserId, ownerId)))
        : await db
            .select({ id: tutorRequests.id })
            .from(tutorRequests)
            .where(and(eq(tutorRequests.id, link.id), eq(tutorRequests.userId, ownerId)));
  if (found.length === 0) throw new DomainError('invalid', 'ticket_link_not_yours', {}, 'link');
}

/** Support tickets carry a category (and maybe a link); the other desks' tickets carry neither. */
async function checkSupportFields(db: Db, ownerId: number, input: NewTicket): Promise<void> {
  if (input.topic !== 'support') {
    if (input.category || input.link) throw new DomainError('invalid', 'ticket_support_only', {}, 'category');
    return;
  }
  if (!input.category) throw new DomainError('invalid', 'ticket_category_required', {}, 'category');
  if (input.link) await checkLink(db, ownerId, input.link);
}

export async function openTicket(db: Db, ownerId: number, input: NewTicket): Promise<TicketThread> {
  await checkSupportFields(db, ownerId, input);
  await checkAttachments(db, ownerId, input.attachments);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tickets)
      .values({
        ownerId,
        topic: input.topic,
        subject: input.subject,
        category: input.category ?? null,
        linkKind: input.link?.kind ?? null,
        linkRef: input.link ? String(input.link.id) : null,
      })
      .returning({ id: tickets.id });
    await addMessage(tx as unknown as Db, row!.id, ownerId, false, input.message, input.attachments);
    return row!.id;
  });
  return ticketThread(db, ownerId, id);
}

/** The owner's reply; a closed ticket opens again when its owner writes. */
export async function replyToTicket(db: Db, ownerId: number, id: number, input: { message: string; attachments: string[] }): Promise<TicketThread> {
  await ownTicket(db, ownerId, id);
  await checkAttachments(db, ownerId, input.attachments);
  await addMessage(db, id, ownerId, false, input.message, input.attachments);
  await db.update(tickets).set({ state: 'open' }).where(eq(tickets.id, id));
  return ticketThread(db, ownerId, id);
}

export async function closeTicket(db: Db, ownerId: number, id: number): Promise<TicketThread> {
  await ownTicket(db, ownerId, id);
  await db.update(tickets).set({ state: 'closed', updatedAt: new Date() }).where(eq(tickets.id, id));
  return ticketThread(db, ownerId, id);
}

/** The owner reads the thread: every team answer in it is read from now on. */
export async function ticketThread(db: Db, ownerId: number, id: number): Promise<TicketThread> {
  await ownTicket(db, ownerId, id);
  await db
    .update(tickets)
    .set({ ownerReadMessageId: sql`(select max(${ticketMessages.id}) from ${ticketMessages} where ${ticketMessages.ticketId} = ${id})` })
    .where(eq(tickets.id, id));
  const row = await ownTicket(db, ownerId, id);
  return { ...ticketSummary(row), messages: await threadMessages(db, id, fileUrl) };
}

/** A ticket's messages in order, each with its files at the address the reader may open them from. */
export async function threadMessages(db: Db, ticketId: number, urlOf: (uploadId: string) => string): Promise<TicketMessage[]> {
  const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId)).orderBy(asc(ticketMessages.id));
  const files = messages.length
    ? await db
        .select({ messageId: ticketAttachments.messageId, upload: uploads })
        .from(ticketAttachments)
        .innerJoin(uploads, eq(uploads.id, ticketAttachments.uploadId))
        .where(
          inArray(
            ticketAttachments.messageId,
            messages.map((m) => m.id),
          ),
        )
    : [];
  return messages.map((m) => ({
    id: m.id,
    from_staff: m.fromStaff,
    body: m.body,
    created_at: m.createdAt.toISOString(),
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map(({ upload }) => ({ upload_id: upload.id, file_name: upload.fileName, file_type: upload.fileType, url: urlOf(upload.id) })),
  }));
}
