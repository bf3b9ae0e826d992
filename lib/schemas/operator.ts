import { z } from '@/lib/schemas/zod';
import { optionalCalendarDay } from './dates';
import { publicUuid, recordId } from './ids';
import { rule } from './error-map';
import { storableText } from './text';
import { ROLES, type Role } from '@/lib/auth/access';
import type { AuditEntryView } from './audit';
import type { OperatorInvoiceSummary, TransactionView } from './payments';
import type { TicketSummary } from './tickets';
import type { TutorRequestListItem } from './tutor-requests';

export const JOB_STATE_FILTERS = ['failed', 'retry', 'created', 'active', 'completed', 'cancelled'] as const;
export type JobStateFilter = (typeof JOB_STATE_FILTERS)[number];

export const operatorJobsQuerySchema = z.strictObject({ state: z.enum(JOB_STATE_FILTERS).default('failed') });
export const jobIdParamSchema = z.strictObject({ id: publicUuid });

/** An admin gives or takes a role from the account with this mobile number. */
export const roleChangeBody = z.strictObject({
  mobile: z.string().trim().min(4).max(20),
  role: z.enum(ROLES),
  granted: z.boolean(),
});

/** The same change as the console's form asks it: give or take. */
export const roleChangeForm = roleChangeBody.omit({ granted: true }).extend({ action: z.enum(['grant', 'revoke']) });

export interface OperatorOverview {
  users: number;
  teachers: number;
  operators: number;
  active_tutors: number;
  notifications_last_day: number;
  failed_jobs: number;
  waiting_jobs: number;
}

/** The overview's period: calendar days in the operator's zone (both optional: the last 30 days). */
export const overviewPeriodQuerySchema = z.strictObject({ from: optionalCalendarDay, to: optionalCalendarDay });
export type OverviewPeriod = z.infer<typeof overviewPeriodQuerySchema>;

/** A share is null where nothing could count yet (no request whose 24 hours are over). */
export interface OverviewCharts {
  period: { from: string; to: string; time_zone: string };
  totals: {
    submitted: number;
    matched_within_24h: number;
    share_matched_within_24h: number | null;
    median_hours_to_first_accept: number | null;
    paid_cents: number;
    refunded_cents: number;
    commission_cents: number;
    open_tickets: number;
    open_disputes: number;
  };
  days: Array<{
    day: string;
    submitted: number;
    share_matched_within_24h: number | null;
    median_hours_to_first_accept: number | null;
    tickets_opened: number;
    disputes_opened: number;
  }>;
  weeks: Array<{ week: string; paid_cents: number; refunded_cents: number; commission_cents: number }>;
}

export interface OperatorJob {
  id: string;
  name: string;
  state: JobStateFilter;
  retry_count: number;
  retry_limit: number;
  created_on: string;
  completed_on: string | null;
  error: string | null;
}

export interface RoleChange {
  user_id: number;
  roles: Role[];
}

/** The console's people search (issue 34): a name, a mobile number or an account id. */
export const peopleQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(100) });
export const personIdParam = z.strictObject({ id: recordId });
export const blockBody = z.strictObject({ reason: z.string().trim().min(3).max(500).refine(storableText, rule('no_control_characters')) });

export interface PersonSummary {
  id: number;
  full_name: string | null;
  mobile: string;
  roles: Role[];
  tutor_username: string | null;
  tutor_live: boolean;
  blocked_at: string | null;
  blocked_reason: string | null;
  created_at: string;
}

/** An admin resets a team member's lost authenticator: the reason is kept in the audit log. */
export const secondFactorResetBody = z.strictObject({ reason: z.string().trim().min(3).max(500).refine(storableText, rule('no_control_characters')) });

/** One person's record in the console (issue 34): everything of theirs on one page. */
export interface PersonRecord {
  person: PersonSummary;
  /** Whether they have an authenticator set up (an admin may reset it). */
  second_factor: boolean;
  requests: TutorRequestListItem[];
  classes: { id: number; role: 'student' | 'tutor'; tutor: string | null; student: string | null; course: string | null; state: string }[];
  invoices: OperatorInvoiceSummary[];
  wallet: { balance_cents: number; recent: TransactionView[] };
  tickets: TicketSummary[];
  audit: AuditEntryView[];
}
