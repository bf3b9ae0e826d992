import type { AxiosInstance } from 'axios';
import type { CalendarFeedStatus, NewCalendarFeed } from '@/lib/schemas/calendar-feed';
import { apiGet, apiPost, type ClientSource } from './calls';

/** The private calendar address (`/www/v1/calendar-feed`). */
export const calendarFeedApi = {
  status: (client: AxiosInstance) => apiGet<CalendarFeedStatus>(client, '/www/v1/calendar-feed'),
  create: async (client: ClientSource) => apiPost<NewCalendarFeed>(await client(), '/www/v1/calendar-feed', {}),
  revoke: async (client: ClientSource) => apiPost<CalendarFeedStatus>(await client(), '/www/v1/calendar-feed/revoke', {}),
};
