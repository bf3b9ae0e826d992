import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DashboardHome } from '@/lib/schemas/dashboard-home';
import type { Db } from '@/server/db/client';
import { figure, readFigures, readNumber } from '@/server/db/rows';
import { classes, classSessions, invoices, tutorRequests } from '@/server/db/schema';
import { userClubFigure } from '@/server/loyalty';
import { walletBalanceFigure } from '@/server/payments';
import { now as clockNow } from '@/server/shared/clock';
import { unreadTicketAnswersFigure } from '@/server/tickets';
import { ownedPackageCountFigure } from '@/server/video-packages';

/** A request the person is still waiting on: asked, offered, suggested or waiting for its prepayment. */
const OPEN_REQUEST_STATES = ['matching', 'offers_out', 'suggestions_ready', 'awaiting_prepayment'];

/**
 * The caller's own rows the home counts (next lesson, open requests, unpaid bills), as figures read
 * with the other features' in one statement: the page is rendered per visit, and each query is a
 * round trip.
 */
function ownFigures(db: Db, userId: number, now: Date) {
  const next = figure(
    'dashboard-home.next',
    { userId, now },
    (v) =>
      db
        .select({ at: sql`json_build_object('id', ${classSessions.id}, 'class_id', ${classSessions.classId}, 'starts_at', ${classSessions.startsAt})` })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .where(and(eq(classes.studentUserId, v.userId), eq(classSessions.state, 'scheduled'), gt(classSessions.startsAt, v.now)))
        .orderBy(asc(classSessions.startsAt))
        .limit(1),
    (value) => {
      const session = value as NextSessionRow | null;
      return session ? { id: session.id, class_id: session.class_id, starts_at: new Date(session.starts_at).toISOString() } : null;
    },
  );
  const requests = figure(
    'dashboard-home.requests',
    { userId },
    (v) =>
      db
        .select({ n: sql`count(*)::int` })
        .from(tutorRequests)
        .where(and(eq(tutorRequests.userId, v.userId), inArray(tutorRequests.state, OPEN_REQUEST_STATES))),
    readNumber,
  );
  const bills = figure(
    'dashboard-home.bills',
    { userId, now },
    (v) =>
      db
        .select({ n: sql`json_build_object('count', count(*)::int, 'total', coalesce(sum(${invoices.totalCents}), 0)::bigint)` })
        .from(invoices)
        .where(and(eq(invoices.userId, v.userId), eq(invoices.state, 'open'), gt(invoices.expiresAt, v.now))),
    (value) => {
      const row = value as BillsRow | null;
      return { count: Number(row?.count ?? 0), total_cents: Number(row?.total ?? 0) };
    },
  );
  return { next, requests, bills };
}
interface NextSessionRow {
  id: number;
  class_id: number;
  starts_at: string;
}
interface BillsRow {
  count: number;
  total: number | string;
}

/** Everything the dashboard home shows, of the caller only, gathered in one read. */
export async function dashboardHome(db: Db, userId: number, now: Date = clockNow()): Promise<DashboardHome> {
  const home = await readFigures(db, {
    ...ownFigures(db, userId, now),
    wallet: walletBalanceFigure(db, userId),
    club: userClubFigure(db, userId, now),
    unread: unreadTicketAnswersFigure(db, userId),
    packages: ownedPackageCountFigure(db, userId),
  });
  return {
    next_session: home.next,
    open_requests: home.requests,
    unpaid_bills: home.bills,
    wallet_cents: home.wallet,
    club: home.club,
    unread_ticket_answers: home.unread,
    owned_packages: home.packages,
  };
}
