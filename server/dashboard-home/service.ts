import { and, asc, count, eq, gt, inArray, sum } from 'drizzle-orm';
import type { DashboardHome } from '@/lib/schemas/dashboard-home';
import type { Db } from '@/server/db/client';
import { classes, classSessions, invoices, tutorRequests } from '@/server/db/schema';
import { shownUserClub } from '@/server/loyalty';
import { shownWalletBalance } from '@/server/payments';
import { now as clockNow } from '@/server/shared/clock';
import { unreadTicketAnswers } from '@/server/tickets';
import { ownedPackageCount } from '@/server/video-packages';

/** A request the person is still waiting on: asked, offered, suggested or waiting for its prepayment. */
const OPEN_REQUEST_STATES = ['matching', 'offers_out', 'suggestions_ready', 'awaiting_prepayment'];

/** Everything the dashboard home shows, of the caller only, gathered in one read. */
export async function dashboardHome(db: Db, userId: number, now: Date = clockNow()): Promise<DashboardHome> {
  const [next, requests, bills, wallet, club, unread, packages] = await Promise.all([
    db
      .select({ id: classSessions.id, classId: classSessions.classId, startsAt: classSessions.startsAt })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .where(and(eq(classes.studentUserId, userId), eq(classSessions.state, 'scheduled'), gt(classSessions.startsAt, now)))
      .orderBy(asc(classSessions.startsAt))
      .limit(1),
    db
      .select({ n: count() })
      .from(tutorRequests)
      .where(and(eq(tutorRequests.userId, userId), inArray(tutorRequests.state, OPEN_REQUEST_STATES))),
    db
      .select({ n: count(), total: sum(invoices.totalCents) })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.state, 'open'), gt(invoices.expiresAt, now))),
    shownWalletBalance(db, userId),
    shownUserClub(db, userId),
    unreadTicketAnswers(db, userId),
    ownedPackageCount(db, userId),
  ]);
  const session = next[0];
  return {
    next_session: session ? { id: session.id, class_id: session.classId, starts_at: session.startsAt.toISOString() } : null,
    open_requests: requests[0]?.n ?? 0,
    unpaid_bills: { count: bills[0]?.n ?? 0, total_cents: Number(bills[0]?.total ?? 0) },
    wallet_cents: wallet,
    club,
    unread_ticket_answers: unread,
    owned_packages: packages,
  };
}
