import type { AxiosInstance } from 'axios';
import type {
  ConversationMessage,
  ConversationReportPage,
  ConversationReportView,
  ConversationSide,
  ConversationPage,
  ConversationThread,
  ReportReason,
  UnreadCounts,
} from '@/lib/schemas/conversations';
import { API_BASE } from '@/lib/config/public';
import { apiGet, apiPost, type ClientSource } from './calls';

const base = '/www/v1/conversations';

/** Conversations (`/www/v1/conversations/*`): a student's and a tutor's threads; reports for the team. */
export const conversationApi = {
  list: (client: AxiosInstance, side: ConversationSide | undefined, page = 1) => apiGet<ConversationPage>(client, base, { ...(side ? { side } : {}), page }),
  unread: (client: AxiosInstance) => apiGet<UnreadCounts>(client, `${base}/unread`),
  thread: (client: AxiosInstance, id: number) => apiGet<ConversationThread>(client, `${base}/${id}`),
  /** The student's thread with this tutor, if there is one (404 otherwise). */
  withTutor: (client: AxiosInstance, username: string) => apiGet<{ id: number }>(client, `${base}/with/${encodeURIComponent(username)}`),
  /** The thread of a class's two people (made on first use); 404 for anyone else. */
  forClass: (client: AxiosInstance, classId: number) => apiGet<{ id: number }>(client, `${base}/class/${classId}`),
  start: async (client: ClientSource, body: { tutor: string; message: string; attachments: string[] }) =>
    apiPost<ConversationThread>(await client(), base, body),
  send: async (client: ClientSource, id: number, body: { message: string; attachments: string[] }) =>
    apiPost<ConversationMessage>(await client(), `${base}/${id}/messages`, body),
  read: async (client: ClientSource, id: number, upTo: number) => apiPost<{ read_up_to: number }>(await client(), `${base}/${id}/read`, { up_to: upTo }),
  block: async (client: ClientSource, id: number) => apiPost<ConversationThread>(await client(), `${base}/${id}/block`, {}),
  unblock: async (client: ClientSource, id: number) => apiPost<ConversationThread>(await client(), `${base}/${id}/unblock`, {}),
  report: async (client: ClientSource, id: number, messageId: number, body: { reason: ReportReason; note?: string }) =>
    apiPost<{ reported: true }>(await client(), `${base}/${id}/messages/${messageId}/report`, body),
  /** Where the browser listens for new messages (Server-Sent Events). */
  streamUrl: (id: number, after: number) => `${API_BASE}${base}/${id}/stream${after ? `?after=${after}` : ''}`,
};

const reports = '/www/v1/operator/conversation-reports';

export const conversationReportApi = {
  list: (client: AxiosInstance, state: 'open' | 'closed' = 'open', page = 1) => apiGet<ConversationReportPage>(client, reports, { state, page }),
  view: (client: AxiosInstance, id: number) => apiGet<ConversationReportView>(client, `${reports}/${id}`),
  close: async (client: ClientSource, id: number) => apiPost<ConversationReportView>(await client(), `${reports}/${id}/close`, {}),
};
