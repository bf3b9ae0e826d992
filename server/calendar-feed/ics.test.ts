import { describe, expect, it } from 'vitest';
import { type FeedEvent, renderCalendar } from './ics';

/** RFC 5545 read back: lines unfolded, each VEVENT as a map of its properties (name without parameters). */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const base: FeedEvent = {
  sessionId: 41,
  classId: 5,
  startsAt: new Date('2026-10-26T09:00:00Z'),
  endsAt: new Date('2026-10-26T10:00:00Z'),
  cancelled: false,
  sequence: 0,
  updatedAt: new Date('2026-10-20T08:00:00Z'),
  online: true,
  withName: 'Sara Ahmadi',
  role: 'student',
};
const owner = { locale: 'en-US', timeZone: 'Europe/Berlin', siteUrl: 'https://tutorly.example' };

describe('the .ics feed', () => {
  it('one VEVENT per session: stable UID, UTC times, SEQUENCE, the join page', () => {
    const text = renderCalendar(
      [base, { ...base, sessionId: 42, startsAt: new Date('2026-11-02T09:00:00Z'), endsAt: new Date('2026-11-02T10:00:00Z') }],
      owner,
    );
    const { lines, events } = parseIcs(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first!.UID).toBe('class-session-41@tutorly.example');
    expect(first!.DTSTART).toBe('20261026T090000Z');
    expect(first!.DTEND).toBe('20261026T100000Z');
    expect(first!.SEQUENCE).toBe('0');
    expect(first!.STATUS).toBe('CONFIRMED');
    expect(first!.URL).toBe('https://tutorly.example/en-US/profile/dashboard/my-classes/join/41');
    expect(first!.SUMMARY).toContain('Sara Ahmadi');
  });

  it('a moved session keeps its UID with a higher SEQUENCE; a cancelled one says STATUS:CANCELLED', () => {
    const moved = parseIcs(
      renderCalendar([{ ...base, sequence: 3, startsAt: new Date('2026-10-26T11:00:00Z'), endsAt: new Date('2026-10-26T12:00:00Z') }], owner),
    ).events[0]!;
    expect(moved.UID).toBe('class-session-41@tutorly.example');
    expect(moved.SEQUENCE).toBe('3');
    expect(moved.DTSTART).toBe('20261026T110000Z');
    const cancelled = parseIcs(renderCalendar([{ ...base, cancelled: true, sequence: 4 }], owner)).events[0]!;
    expect(cancelled.STATUS).toBe('CANCELLED');
  });

  it('Persian words for a Persian owner, the join page unprefixed; none for an in-person lesson', () => {
    const fa = parseIcs(renderCalendar([base], { ...owner, locale: 'fa', timeZone: 'Asia/Tehran' })).events[0]!;
    expect(fa.SUMMARY).toContain('کلاس با');
    expect(fa.URL).toBe('https://tutorly.example/profile/dashboard/my-classes/join/41');
    const inPerson = parseIcs(renderCalendar([{ ...base, online: false }], owner)).events[0]!;
    expect(inPerson.URL).toBeUndefined();
  });
});
