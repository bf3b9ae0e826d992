import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { readPage } from '@/server/db/pages';
import type { AuditAction, AuditEntryView, AuditFilters, AuditPage, AuditRecordType } from '@/lib/schemas/audit';
import type { Db } from '@/server/db/client';
import { withAfterCommit } from '@/server/db/after-commit';
import {
  classSessions,
  conversationReports,
  invoices,
  operatorAuditEntries,
  payouts,
  tickets,
  tutorApplications,
  tutorRequestOffers,
  tutorRequests,
  tutorReviews,
  tutors,
  userRoles,
  users,
} from '@/server/db/schema';

export interface AuditInput {
  actorId: number;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

// Whatever a record holds that opens a door (a password's hash, a token, a secret) never reaches the log.
const SECRET_KEY = /hash|secret|token|password/i;

function clean(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value ?? null, (key, inner: unknown) => (key && SECRET_KEY.test(key) ? undefined : inner)));
}

/**
 * Writes one audit entry. Call it with the transaction of the action itself: the entry exists only
 * if the action committed, and an action never commits without its entry.
 */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await db.insert(operatorAuditEntries).values({
    actorId: input.actorId,
    action: input.action,
    recordType: input.recordType,
    recordId: String(input.recordId),
    before: clean(input.before),
    after: clean(input.after),
    reason: input.reason?.slice(0, 2000) ?? null,
    ip: input.ip ? input.ip.slice(0, 64) : null,
  });
}

/** The record as it stands, for the entry's before and after (null when there is no such row). */
export async function auditSnapshot(db: Db, type: AuditRecordType, id: string | number): Promise<unknown> {
  const n = Number(id);
  const first = async (rows: Promise<unknown[]>) => (await rows)[0] ?? null;
  switch (type) {
    case 'tutor_application':
      return first(db.select().from(tutorApplications).where(eq(tutorApplications.id, n)));
    case 'ticket':
      return first(db.select().from(tickets).where(eq(tickets.id, n)));
    case 'review':
      return first(db.select().from(tutorReviews).where(eq(tutorReviews.id, n)));
    case 'class_session':
      return first(db.select().from(classSessions).where(eq(classSessions.id, n)));
    case 'payout':
      return first(db.select().from(payouts).where(eq(payouts.id, n)));
    case 'invoice':
      return first(
        db
          .select()
          .from(invoices)
          .where(eq(invoices.publicId, String(id))),
      );
    case 'tutor':
      return first(db.select().from(tutors).where(eq(tutors.id, n)));
    case 'conversation_report':
      return first(db.select().from(conversationReports).where(eq(conversationReports.id, n)));
    case 'user': {
      const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, n));
      const [account] = await db.select({ blockedAt: users.blockedAt, blockedReason: users.blockedReason }).from(users).where(eq(users.id, n));
      return { roles: roles.map((row) => row.role).sort(), blocked: !!account?.blockedAt, blocked_reason: account?.blockedReason ?? null };
    }
    case 'tutor_request': {
      // The request's state and tutor, and each offer's state: what an offer, an assignment or a reassign changes.
      const [request] = await db
        .select({ state: tutorRequests.state, version: tutorRequests.version, tutorId: tutorRequests.tutorId })
        .from(tutorRequests)
        .where(eq(tutorRequests.id, n));
      if (!request) return null;
      const offers = await db
        .select({ id: tutorRequestOffers.id, tutorId: tutorRequestOffers.tutorId, state: tutorRequestOffers.state })
        .from(tutorRequestOffers)
        .where(eq(tutorRequestOffers.requestId, n))
        .orderBy(tutorRequestOffers.id);
      return { ...request, offers };
    }
    case 'payout_batch':
    case 'job':
      return null;
  }
}

export interface AuditedAction<R> {
  actorId: number;
  ip: string | null;
  action: AuditAction;
  recordType: AuditRecordType;
  /** The record's id, or how to read it from the action's answer (a batch's id is known only after). */
  recordId: string | number | ((result: R) => string | number);
  reason?: string | null;
  /** Whether the answer says nothing happened (an idempotent replay): no new entry then. */
  unchanged?: (result: R) => boolean;
}

/**
 * Runs an operator's action and its audit entry in one transaction: the record before, the action
 * (its service, given the transaction), the record after. Records with no row of their own
 * (a batch, a job) keep the action's answer as their after.
 */
export async function audited<R>(db: Db, entry: AuditedAction<NoInfer<R>>, act: (tx: Db) => Promise<R>): Promise<R> {
  return withAfterCommit(db, async (tx) => {
    const knownId = typeof entry.recordId === 'function' ? null : entry.recordId;
    const before = knownId === null ? null : await auditSnapshot(tx, entry.recordType, knownId);
    const result = await act(tx);
    if (entry.unchanged?.(result)) return result;
    const recordId = typeof entry.recordId === 'function' ? entry.recordId(result) : entry.recordId;
    const after = (await auditSnapshot(tx, entry.recordType, recordId)) ?? result;
    await recordAudit(tx, {
      actorId: entry.actorId,
      action: entry.action,
      recordType: entry.recordType,
      recordId,
      before,
      after,
      reason: entry.reason,
      ip: entry.ip,
    });
    return result;
  });
}

const PAGE_SIZE = 50;

function conditions(filters: Omit<AuditFilters, 'page'>, timeZone: string): SQL[] {
  const where: SQL[] = [];
  const day = sql`(${operatorAuditEntries.at} at time zone ${timeZone})::date`;
  if (filters.actor) where.push(eq(operatorAuditEntries.actorId, filters.actor));
  if (filters.action) where.push(eq(operatorAuditEntries.action, filters.action));
  if (filters.record_type) where.push(eq(operatorAuditEntries.recordType, filters.record_type));
  if (filters.record_id) where.push(eq(operatorAuditEntries.recordId, filters.record_id));
  if (filters.from) where.push(sql`${day} >= ${filters.from}::date`);
  if (filters.to) where.push(sql`${day} <= ${filters.to}::date`);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(ilike(operatorAuditEntries.recordId, like), ilike(operatorAuditEntries.reason, like), ilike(users.fullName, like), ilike(users.mobile, like))!,
    );
  }
  return where;
}

function view(row: { entry: typeof operatorAuditEntries.$inferSelect; actorName: string | null }): AuditEntryView {
  const { entry } = row;
  return {
    id: entry.id,
    actor_id: entry.actorId,
    actor_name: row.actorName,
    action: entry.action as AuditAction,
    record_type: entry.recordType as AuditRecordType,
    record_id: entry.recordId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    ip: entry.ip,
    at: entry.at.toISOString(),
  };
}

function query(db: Db, filters: Omit<AuditFilters, 'page'>, timeZone: string) {
  return db
    .select({ entry: operatorAuditEntries, actorName: users.fullName })
    .from(operatorAuditEntries)
    .leftJoin(users, eq(users.id, operatorAuditEntries.actorId))
    .where(and(...conditions(filters, timeZone)))
    .orderBy(desc(operatorAuditEntries.at), desc(operatorAuditEntries.id));
}

/** One page of the log, newest first, filtered as the console asks. */
export async function auditLog(db: Db, filters: AuditFilters, timeZone: string): Promise<AuditPage> {
  const { rows, has_more } = await readPage(filters.page, PAGE_SIZE, (limit, offset) => query(db, filters, timeZone).limit(limit).offset(offset));
  return { entries: rows.map(view), page: filters.page, has_more };
}

/**
 * A person's audit trail (the console's person page): what the team did to their account, and what
 * they did as a member of the team; newest first.
 */
export async function auditTrailOf(db: Db, userId: number, limit = 50): Promise<AuditEntryView[]> {
  const rows = await db
    .select({ entry: operatorAuditEntries, actorName: users.fullName })
    .from(operatorAuditEntries)
    .leftJoin(users, eq(users.id, operatorAuditEntries.actorId))
    .where(or(and(eq(operatorAuditEntries.recordType, 'user'), eq(operatorAuditEntries.recordId, String(userId))), eq(operatorAuditEntries.actorId, userId)))
    .orderBy(desc(operatorAuditEntries.at), desc(operatorAuditEntries.id))
    .limit(limit);
  return rows.map(view);
}

const CSV_LIMIT = 50_000;

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // A cell a spreadsheet would run as a formula starts with a quote mark instead.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The filtered log as CSV (UTF-8 with a BOM, so spreadsheets read Persian names). */
export async function auditCsv(db: Db, filters: Omit<AuditFilters, 'page'>, timeZone: string): Promise<string> {
  const rows = (await query(db, filters, timeZone).limit(CSV_LIMIT)).map(view);
  const header = ['id', 'at', 'actor_id', 'actor_name', 'action', 'record_type', 'record_id', 'reason', 'ip', 'before', 'after'];
  const lines = rows.map((row) =>
    [row.id, row.at, row.actor_id, row.actor_name, row.action, row.record_type, row.record_id, row.reason, row.ip, row.before, row.after]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Who acts and from where, as every audited route passes it. */
export function actorOf(c: { req: { header: (name: string) => string | undefined } }, user: { id: number }): { actorId: number; ip: string | null } {
  return { actorId: user.id, ip: c.req.header('x-client-ip') || null };
}
