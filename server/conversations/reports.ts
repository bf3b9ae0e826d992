import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { readPage } from '@/server/db/pages';
import { alias } from 'drizzle-orm/pg-core';
import type { ConversationReportPage, ConversationReportSummary, ConversationReportView, ConversationSide, ReportReason } from '@/lib/schemas/conversations';
import type { Db } from '@/server/db/client';
import { conversationMessages, conversationReports, conversations, tutors, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { attachmentsOf, reportedConversationFileUrl } from './model';
import { otherSidesMessage } from './service';

/** Messages either side of the reported one the team reads with it. */
const AROUND = 10;

/** Someone in a thread reports a message of the other person to the team (once per message; a repeat changes nothing). */
export async function reportMessage(db: Db, userId: number, id: number, messageId: number, input: { reason: ReportReason; note?: string }) {
  await otherSidesMessage(db, userId, id, messageId);
  await db
    .insert(conversationReports)
    .values({ messageId, reporterId: userId, reason: input.reason, note: input.note || null })
    .onConflictDoNothing({ target: [conversationReports.messageId, conversationReports.reporterId] });
  return { reported: true };
}

const reporter = alias(users, 'reporter');
const sender = alias(users, 'sender');

const columns = {
  report: conversationReports,
  conversationId: conversationMessages.conversationId,
  senderSide: conversationMessages.senderSide,
  reporterName: reporter.fullName,
  reporterMobile: reporter.mobile,
  senderName: sender.fullName,
  senderMobile: sender.mobile,
};

type Row = {
  report: typeof conversationReports.$inferSelect;
  conversationId: number;
  senderSide: string;
  reporterName: string | null;
  reporterMobile: string;
  senderName: string | null;
  senderMobile: string | null;
};

const summary = (row: Row): ConversationReportSummary => ({
  id: row.report.id,
  reason: row.report.reason as ReportReason,
  note: row.report.note,
  state: row.report.state as 'open' | 'closed',
  created_at: row.report.createdAt.toISOString(),
  conversation_id: row.conversationId,
  reporter: { name: row.reporterName, mobile: row.reporterMobile },
  reported: { name: row.senderName, mobile: row.senderMobile, side: row.senderSide as ConversationSide },
});

function reportsQuery(db: Db) {
  return db
    .select(columns)
    .from(conversationReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationReports.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .innerJoin(reporter, eq(reporter.id, conversationReports.reporterId))
    .leftJoin(sender, eq(sender.id, conversationMessages.senderId));
}

/** A page of the team's reports. */
const REPORTS_PAGE_SIZE = 50;

/** The team's list, a page at a time: open reports oldest first (a queue to work through), closed ones newest first. */
export async function conversationReportsFor(db: Db, state: 'open' | 'closed', page = 1): Promise<ConversationReportPage> {
  const { rows, has_more } = await readPage(page, REPORTS_PAGE_SIZE, (limit, offset) =>
    reportsQuery(db)
      .where(eq(conversationReports.state, state))
      .orderBy(
        ...(state === 'open'
          ? [asc(conversationReports.createdAt), asc(conversationReports.id)]
          : [desc(conversationReports.createdAt), desc(conversationReports.id)]),
      )
      .limit(limit)
      .offset(offset),
  );
  return { reports: rows.map(summary), page, has_more };
}

/** One report with the thread around the reported message, as it was written, with its files. */
export async function conversationReport(db: Db, id: number): Promise<ConversationReportView> {
  const [row] = await reportsQuery(db).where(eq(conversationReports.id, id));
  if (!row) throw new DomainError('not_found', 'report_not_found');
  const messageId = row.report.messageId;
  const before = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, row.conversationId), lte(conversationMessages.id, messageId)))
    .orderBy(desc(conversationMessages.id))
    .limit(AROUND + 1);
  const after = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, row.conversationId), gte(conversationMessages.id, messageId + 1)))
    .orderBy(asc(conversationMessages.id))
    .limit(AROUND);
  const shown = [...before.reverse(), ...after];
  // The files as sent (names unmasked, like the text), at the address only operators may read.
  const files = await attachmentsOf(
    db,
    shown.map((m) => m.id),
    reportedConversationFileUrl,
  );
  return {
    ...summary(row),
    message_id: messageId,
    messages: shown.map((m) => ({
      id: m.id,
      side: m.senderSide as ConversationSide,
      body: m.body,
      created_at: m.createdAt.toISOString(),
      reported: m.id === messageId,
      attachments: files.get(m.id) ?? [],
    })),
  };
}

export async function closeConversationReport(db: Db, id: number): Promise<ConversationReportView> {
  await conversationReport(db, id);
  await db.update(conversationReports).set({ state: 'closed' }).where(eq(conversationReports.id, id));
  return conversationReport(db, id);
}
