import type { UserClub } from './loyalty';

/** The student dashboard's home (`GET /www/v1/dashboard/home`): one glance at what needs the person. */
export interface DashboardHome {
  /** The next scheduled lesson of the person's classes as a student, if any. */
  next_session: { id: number; class_id: number; starts_at: string } | null;
  /** Requests still in progress (not drafts, not cancelled, not yet prepaid). */
  open_requests: number;
  /** Invoices still open and not expired: how many and their total. */
  unpaid_bills: { count: number; total_cents: number };
  wallet_cents: number;
  club: UserClub;
  /** Tickets with a team answer the person has not read. */
  unread_ticket_answers: number;
  /** Tutors' video packages the person owns (issue 33). */
  owned_packages: number;
}
