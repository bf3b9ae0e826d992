import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { NewTicket, TicketMessage, TicketSummary, TicketThread, TicketTopic, TicketState } from '@/lib/schemas/tickets';
import type { Db } from '@/server/db/client';
import { ticketAttachments, ticketMessages, tickets, uploads } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { assertUsableUpload, fileUrl } from '@/server/uploads/ownership';

type TicketRow = typeof tickets.$inferSelect;

/** What every reader of a ticket sees of it (the owner's pages and the team's desk). */
export const ticketSummary = (row: Pick<TicketRow, 'id' | 'topic' | 'subject' | 'state' | 'createdAt' | 'updatedAt'>): TicketSummary => ({
  id: row.id,
  topic: row.topic as TicketTopic,
  subject: row.subject,
  state: row.state as TicketState,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function ticketsOf(db: Db, ownerId: number, topic?: TicketTopic): Promise<TicketSummary[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(topic ? and(eq(tickets.ownerId, ownerId), eq(tickets.topic, topic)) : eq(tickets.ownerId, ownerId))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(100);
  return rows.map(ticketSummary);
}

/** Someone else's ticket reads as one that does not exist. */
async function ownTicket(db: Db, ownerId: number, id: number): Promise<TicketRow> {
  const [row] = await db
    .select()
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

export async function openTicket(db: Db, ownerId: number, input: NewTicket): Promise<TicketThread> {
  await checkAttachments(db, ownerId, input.attachments);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(tickets).values({ ownerId, topic: input.topic, subject: input.subject }).returning({ id: tickets.id });
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

export async function ticketThread(db: Db, ownerId: number, id: number): Promise<TicketThread> {
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
