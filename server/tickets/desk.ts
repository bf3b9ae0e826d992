import type { FileReader } from '@/server/uploads/readers';
import { readPage } from '@/server/db/pages';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DeskFilter, DeskTicketPage, DeskTicketSummary, DeskTicketThread, TicketTopic } from '@/lib/schemas/tickets';
import type { Db } from '@/server/db/client';
import { ticketAttachments, ticketMessages, tickets, uploads, users } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { logger } from '@/server/observability/logger';
import { summaryColumns, threadMessages, ticketSummary } from './service';
import { DomainError } from '@/server/shared/domain-error';

/**
 * The team's side of tickets (the operator console's support desk): every person's tickets, the
 * ones waiting for an answer first, oldest first, as a support desk works through them.
 */

/** Staff read an attachment through the desk's own file address, never through the owner's. */
export const deskFileUrl = (id: string) => `/api/file/v1/ticket-files/${encodeURIComponent(id)}`;

// Whether the last word in the thread is the owner's: the ticket waits for the team.
const lastFromOwner = sql<boolean>`coalesce((select not ${ticketMessages.fromStaff} from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.id} order by ${ticketMessages.id} desc limit 1), false)`;

const deskColumns = {
  ...summaryColumns,
  ownerId: users.id,
  ownerName: users.fullName,
  ownerMobile: users.mobile,
  ownerLocale: users.locale,
  waiting: lastFromOwner,
};

type DeskRow = {
  id: number;
  topic: string;
  subject: string;
  state: string;
  category: string | null;
  linkKind: string | null;
  linkRef: string | null;
  createdAt: Date;
  updatedAt: Date;
  unread: boolean;
  ownerId: number;
  ownerName: string | null;
  ownerMobile: string;
  ownerLocale: string | null;
  waiting: boolean;
};

const deskSummary = (row: DeskRow): DeskTicketSummary => ({
  ...ticketSummary(row),
  owner: { full_name: row.ownerName, mobile: row.ownerMobile },
  waiting_for_team: row.state === 'open' && Boolean(row.waiting),
});

/** A page of the desk. */
const DESK_PAGE_SIZE = 50;

/** Tickets on the desk, a page at a time: `waiting` (open, last written by the owner: oldest first), `open` (open or answered) or `closed` (newest first). */
export async function deskTickets(db: Db, filter: DeskFilter, topic?: TicketTopic, page = 1): Promise<DeskTicketPage> {
  const states = filter === 'closed' ? ['closed'] : filter === 'waiting' ? ['open'] : ['open', 'answered'];
  const conditions = [inArray(tickets.state, states), topic ? eq(tickets.topic, topic) : undefined, filter === 'waiting' ? lastFromOwner : undefined];
  const { rows, has_more } = await readPage(page, DESK_PAGE_SIZE, (limit, offset) =>
    db
      .select(deskColumns)
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.ownerId))
      .where(and(...conditions))
      .orderBy(...(filter === 'waiting' ? [asc(tickets.updatedAt), asc(tickets.id)] : [desc(tickets.updatedAt), desc(tickets.id)]))
      .limit(limit)
      .offset(offset),
  );
  return { tickets: rows.map(deskSummary), page, has_more };
}

async function deskRow(db: Db, id: number): Promise<DeskRow> {
  const [row] = await db.select(deskColumns).from(tickets).innerJoin(users, eq(users.id, tickets.ownerId)).where(eq(tickets.id, id));
  if (!row) throw new DomainError('not_found', 'ticket_not_found');
  return row;
}

/** One ticket as the team reads it: who wrote it, the whole thread and its files. */
export async function deskThread(db: Db, id: number): Promise<DeskTicketThread> {
  const row = await deskRow(db, id);
  return { ...deskSummary(row), messages: await threadMessages(db, id, deskFileUrl) };
}

/** Where the owner reads the thread: the applicant's ticket pages, or the dashboard's support tickets. */
function threadPath(topic: string, id: number): string {
  return topic === 'support' ? `/profile/dashboard/ticket/${id}` : `/start-teaching/ticket/${id}`;
}

/**
 * The team's answer: added to the thread (an open ticket becomes answered; a closed one stays
 * closed: it may get a last word), and the owner is told once per answer by text message in their
 * language, with a link to the thread.
 */
export async function answerTicket(db: Db, staffId: number, id: number, message: string): Promise<DeskTicketThread> {
  const row = await deskRow(db, id);
  const messageId = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(ticketMessages)
      .values({ ticketId: id, authorId: staffId, fromStaff: true, body: message })
      .returning({ id: ticketMessages.id });
    await tx
      .update(tickets)
      .set({ updatedAt: new Date(), state: sql`case when ${tickets.state} = 'closed' then 'closed' else 'answered' end` })
      .where(eq(tickets.id, id));
    return added!.id;
  });
  // The answer is saved either way; a failed text message is in the notifications table for a retry.
  await notify(db, {
    template: 'ticket-answered',
    userId: row.ownerId,
    eventKey: `ticket:${id}:answer:${messageId}`,
    params: { subject: row.subject },
    linkPath: threadPath(row.topic, id),
  }).catch((error: unknown) => logger().warn({ err: error instanceof Error ? error.message : String(error), ticket: id }, 'ticket answer notification failed'));
  return deskThread(db, id);
}

/** The team closes a ticket that needs nothing more; the owner's next message opens it again. */
export async function closeTicketForTeam(db: Db, id: number): Promise<DeskTicketThread> {
  await deskRow(db, id);
  await db.update(tickets).set({ state: 'closed', updatedAt: new Date() }).where(eq(tickets.id, id));
  return deskThread(db, id);
}

/** A finished upload attached to some ticket's message: what the desk may open. */
export async function ticketAttachmentUpload(db: Db, uploadId: string) {
  const [row] = await db
    .select({ upload: uploads })
    .from(ticketAttachments)
    .innerJoin(uploads, eq(uploads.id, ticketAttachments.uploadId))
    .where(and(eq(ticketAttachments.uploadId, uploadId), isNotNull(uploads.finishedAt)))
    .limit(1);
  return row?.upload;
}

/** Files sent with tickets, for the team's support desk (not any other upload of the person). */
export const ticketFilesReader: FileReader = {
  path: 'ticket-files',
  access: 'operator',
  cacheControl: 'private, no-store',
  holdsFiles: true,
  find: (db, id) => ticketAttachmentUpload(db, id),
};
