import type { AxiosInstance } from 'axios';
import type { JobStateFilter, OperatorJob, OperatorOverview, OverviewCharts, PersonRecord, PersonSummary, RoleChange } from '@/lib/schemas/operator';
import type { OperatorInvoiceDetail, OperatorInvoicePage, OperatorInvoiceFilters } from '@/lib/schemas/payments';
import type { Role } from '@/lib/auth/access';
import type { DeskFilter, DeskTicketPage, DeskTicketThread } from '@/lib/schemas/tickets';
import type { MediaDecision, MediaReviewPage } from '@/lib/schemas/media-review';
import type { ApplicationReview, ApplicationPage, Decision, ReviewFilter } from '@/lib/schemas/tutor-applications';
import type { OperatorRequestActionResult, OperatorRequestDetail, OperatorRequestFilter, OperatorRequestPage } from '@/lib/schemas/operator-requests';
import { apiGet, apiPost, type ClientSource } from './calls';
import type { SuccessEnvelope } from './envelope';

/** The operator console's calls (`/www/v1/operator/*`). */
export const operatorApi = {
  overview: (client: AxiosInstance) => apiGet<OperatorOverview>(client, '/www/v1/operator/overview'),
  /** The period's charts; a period the operator typed wrong answers 422 with the field's message. */
  overviewCharts: (client: AxiosInstance, period: { from?: string; to?: string }) =>
    apiGet<OverviewCharts>(client, '/www/v1/operator/overview/charts', period, { suppressToast: true }),
  jobs: (client: AxiosInstance, state: JobStateFilter) => apiGet<{ jobs: OperatorJob[] }>(client, '/www/v1/operator/jobs', { state }),
  retryJob: async (client: ClientSource, id: string) => apiPost<{ retried: true }>(await client(), `/www/v1/operator/jobs/${encodeURIComponent(id)}/retry`),
  changeRole: async (client: ClientSource, body: { mobile: string; role: Role; granted: boolean }) =>
    apiPost<RoleChange>(await client(), '/www/v1/operator/roles', body),
  tickets: (client: AxiosInstance, filter: DeskFilter, page = 1) => apiGet<DeskTicketPage>(client, '/www/v1/operator/tickets', { filter, page }),
  ticket: (client: AxiosInstance, id: number) => apiGet<DeskTicketThread>(client, `/www/v1/operator/tickets/${id}`),
  answerTicket: async (client: ClientSource, id: number, body: { message: string }) =>
    apiPost<DeskTicketThread>(await client(), `/www/v1/operator/tickets/${id}/answers`, body),
  applications: (client: AxiosInstance, state: ReviewFilter, page = 1) =>
    apiGet<ApplicationPage>(client, '/www/v1/operator/tutor-applications', { state, page }),
  application: (client: AxiosInstance, id: number) => apiGet<ApplicationReview>(client, `/www/v1/operator/tutor-applications/${id}`),
  decideApplication: async (client: ClientSource, id: number, body: Decision) =>
    apiPost<ApplicationReview>(await client(), `/www/v1/operator/tutor-applications/${id}/decision`, body),
  mediaReview: (client: AxiosInstance, page = 1) => apiGet<MediaReviewPage>(client, '/www/v1/operator/media-review', { page }),
  decideMedia: async (client: ClientSource, tutorId: number, body: MediaDecision) =>
    apiPost<{ tutor_id: number; decision: MediaDecision['decision'] }>(await client(), `/www/v1/operator/media-review/${tutorId}/decision`, body),
  people: (client: AxiosInstance, q: string) => apiGet<{ people: PersonSummary[] }>(client, '/www/v1/operator/people', { q }),
  block: async (client: ClientSource, id: number, reason: string) =>
    apiPost<PersonSummary>(await client(), `/www/v1/operator/people/${id}/block`, { reason }, { suppressToast: true }),
  unblock: async (client: ClientSource, id: number) => apiPost<PersonSummary>(await client(), `/www/v1/operator/people/${id}/unblock`),
  personRecord: (client: AxiosInstance, id: number) => apiGet<PersonRecord>(client, `/www/v1/operator/people/${id}/record`),
  resetSecondFactor: async (client: ClientSource, id: number, reason: string) =>
    apiPost<{ user_id: number; reset: true }>(await client(), `/www/v1/operator/people/${id}/second-factor/reset`, { reason }, { suppressToast: true }),
  invoices: (client: AxiosInstance, query: OperatorInvoiceFilters) => apiGet<OperatorInvoicePage>(client, '/www/v1/operator/invoices', query),
  invoice: (client: AxiosInstance, id: string) => apiGet<OperatorInvoiceDetail>(client, `/www/v1/operator/invoices/${encodeURIComponent(id)}`),
  /** A refund (issue 28): the form's own Idempotency-Key, so the same form sent twice refunds once. */
  refund: async (client: ClientSource, id: string, body: { amount_cents: number; to: 'wallet' | 'card'; reason: string }, key: string) => {
    const response = await (
      await client()
    ).post<SuccessEnvelope<{ refunded_cents: number; transaction: number }>>(`/www/v1/invoice/${encodeURIComponent(id)}/refund`, body, {
      headers: { 'Idempotency-Key': key },
      suppressToast: true,
    });
    return response.data.data;
  },
  tutorRequests: (client: AxiosInstance, query: { state: OperatorRequestFilter; stalled?: '1'; page: number }) =>
    apiGet<OperatorRequestPage>(client, '/www/v1/operator/tutor-requests', query),
  tutorRequest: (client: AxiosInstance, id: number) => apiGet<OperatorRequestDetail>(client, `/www/v1/operator/tutor-requests/${id}`),
  /** `offer`, `assign` or `reassign` on a request (the body as lib/schemas/operator-requests.ts says); errors come back to the form. */
  tutorRequestAction: async (client: ClientSource, id: number, action: 'offer' | 'assign' | 'reassign', body: Record<string, unknown>) =>
    apiPost<OperatorRequestActionResult>(await client(), `/www/v1/operator/tutor-requests/${id}/${action}`, body, { suppressToast: true }),
  closeTicket: async (client: ClientSource, id: number) => apiPost<DeskTicketThread>(await client(), `/www/v1/operator/tickets/${id}/close`),
};
