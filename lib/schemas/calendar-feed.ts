import { z } from '@/lib/schemas/zod';

/** The private calendar address (issue 30): its token is shown once, when made; only its hash is kept. */
export interface CalendarFeedStatus {
  active: boolean;
  created_at: string | null;
}

export interface NewCalendarFeed {
  /** The full https address to paste into Google, Apple or Outlook calendars (shown only now). */
  url: string;
  /** The same address with the webcal: scheme, which calendar apps open directly. */
  webcal_url: string;
  created_at: string;
}

/** `{token}.ics`: 43 url-safe characters (256 random bits) and the extension. */
export const calendarFileParam = z.strictObject({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });
