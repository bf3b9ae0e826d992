import type { AxiosInstance } from 'axios';
import type { NewTicket, TicketPage, TicketThread, TicketTopic } from '@/lib/schemas/tickets';
import { apiGet, apiPost, type ClientSource } from './calls';

/** Tickets (`/www/v1/tickets/*`): one model for applicants and every signed-in person's support. */
export const ticketApi = {
  list: (client: AxiosInstance, topic: TicketTopic | undefined, page = 1) =>
    apiGet<TicketPage>(client, '/www/v1/tickets', { ...(topic ? { topic } : {}), page }),
  thread: (client: AxiosInstance, id: number) => apiGet<TicketThread>(client, `/www/v1/tickets/${id}`),
  open: async (client: ClientSource, body: NewTicket) => apiPost<TicketThread>(await client(), '/www/v1/tickets', body),
  reply: async (client: ClientSource, id: number, body: { message: string; attachments: string[] }) =>
    apiPost<TicketThread>(await client(), `/www/v1/tickets/${id}/messages`, body),
  close: async (client: ClientSource, id: number) => apiPost<TicketThread>(await client(), `/www/v1/tickets/${id}/close`, {}),
};
