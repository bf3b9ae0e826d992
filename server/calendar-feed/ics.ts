import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { defaultLocale } from '@/lib/i18n/routing';
import { renderNotification } from '@/server/notifications/render';
import { joinPagePath } from '@/server/class-reminders';

export interface FeedEvent {
  sessionId: number;
  classId: number;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  /** The session's version: bumped by every change, so calendars take the newest copy. */
  sequence: number;
  updatedAt: Date;
  online: boolean;
  /** The other side's name. */
  withName: string;
  role: 'student' | 'tutor';
}

/**
 * The feed as iCalendar text (RFC 5545): one VEVENT per session with a stable UID, SEQUENCE from
 * the session's version, STATUS:CANCELLED for a cancelled one, times in UTC (each calendar shows
 * them in its own zone) and the join page for online lessons. Words in the owner's language.
 */
export function renderCalendar(events: readonly FeedEvent[], owner: { locale: string | null; timeZone: string | null; siteUrl: string }): string {
  const host = new URL(owner.siteUrl).host;
  const text = (message: string, params: Record<string, string | number | Date> = {}) => renderNotification(message, params, owner.locale, owner.timeZone).body;
  const prefix = owner.locale && owner.locale !== defaultLocale ? `/${owner.locale}` : '';
  const calendar = ical({
    name: text('calendar_name'),
    prodId: { company: 'Tutorly', product: 'classes', language: owner.locale === 'en-US' ? 'EN' : 'FA' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const event of events) {
    const url = event.online ? `${owner.siteUrl}${prefix}${joinPagePath(event.sessionId)}` : null;
    calendar.createEvent({
      id: `class-session-${event.sessionId}@${host}`,
      sequence: event.sequence,
      stamp: event.updatedAt,
      start: event.startsAt,
      end: event.endsAt,
      summary: text('calendar_event_summary', { other: event.withName, role: event.role }),
      description: text('calendar_event_description', { mode: event.online ? 'online' : 'in_person', link: url ?? '' }),
      url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
