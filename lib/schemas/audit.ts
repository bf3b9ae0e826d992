import { z } from '@/lib/schemas/zod';
import { optionalCalendarDay } from './dates';
import { optionalQueryRecordId, queryIntOr } from './query-values';
import { storableText } from './text';
import { rule } from './error-map';
import type { ListPage } from './list-page';

/** What an operator may do, as the audit log names it (issue 34). */
export const AUDIT_ACTIONS = [
  'application.decide',
  'ticket.answer',
  'ticket.close',
  'review.hide',
  'review.restore',
  'dispute.decide',
  'payout.batch',
  'payout.settle',
  'role.grant',
  'role.revoke',
  'job.retry',
  'invoice.refund',
  'media.decide',
  'conversation_report.close',
  'second_factor.enrol',
  'second_factor.reset',
  'account.block',
  'account.unblock',
  'tutor_request.offer',
  'tutor_request.assign',
  'tutor_request.reassign',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Which kind of record an action touched. */
export const AUDIT_RECORD_TYPES = [
  'tutor_application',
  'ticket',
  'review',
  'class_session',
  'payout',
  'payout_batch',
  'user',
  'job',
  'invoice',
  'tutor',
  'conversation_report',
  'tutor_request',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(max).refine(storableText, rule('no_control_characters')).optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values).optional());

/** The log's search: any words in the record id or reason, who, what, which record, from–to (calendar days in the operator's zone). */
export const auditFiltersSchema = z.strictObject({
  q: optionalText(100),
  actor: optionalQueryRecordId(),
  action: optionalEnum(AUDIT_ACTIONS),
  record_type: optionalEnum(AUDIT_RECORD_TYPES),
  record_id: optionalText(80),
  from: optionalCalendarDay,
  to: optionalCalendarDay,
  page: queryIntOr(1, 1000, 1),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

export interface AuditEntryView {
  id: number;
  actor_id: number;
  actor_name: string | null;
  action: AuditAction;
  record_type: AuditRecordType;
  record_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  at: string;
}

export interface AuditPage extends ListPage {
  entries: AuditEntryView[];
}
