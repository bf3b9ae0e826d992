import { describe, expect, it } from 'vitest';
import { renderNotification } from '@/server/notifications/render';
import { joinPagePath, reminderDue, reminderEventKey } from './windows';

const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;

describe('reminder windows with fixed clocks', () => {
  // Monday 26 October 2026, 10:00 in Berlin: the day after the clocks went back (25 October, 03:00 CEST → 02:00 CET).
  const lesson = at('2026-10-26T09:00:00Z');

  it('is due for nothing more than 24 hours ahead, and for nothing once started', () => {
    expect(reminderDue(lesson, at('2026-10-25T08:59:00Z'))).toBeNull();
    expect(reminderDue(lesson, lesson)).toBeNull();
    expect(reminderDue(lesson, at('2026-10-26T09:05:00Z'))).toBeNull();
  });

  it('counts 24 elapsed hours across the DST change (not the same wall-clock time the day before)', () => {
    // 24 h before is 10:00 CEST on Sunday, 25 October = 09:00 UTC, though Berlin's clocks read 11:00 CEST→10:00 CET that day.
    expect(reminderDue(lesson, at('2026-10-25T09:00:00Z'))).toBe('24h');
    expect(reminderDue(lesson, at('2026-10-25T08:59:59Z'))).toBeNull();
  });

  it('switches to the 1-hour reminder at 60 minutes, boundaries included', () => {
    expect(reminderDue(lesson, new Date(lesson.getTime() - minutes(61)))).toBe('24h');
    expect(reminderDue(lesson, new Date(lesson.getTime() - minutes(60)))).toBe('1h');
    expect(reminderDue(lesson, new Date(lesson.getTime() - minutes(1)))).toBe('1h');
  });

  it('a sweep every 5 minutes meets each window at least once', () => {
    const seen = new Set<string>();
    for (let now = lesson.getTime() - minutes(26 * 60); now < lesson.getTime(); now += minutes(5)) {
      const kind = reminderDue(lesson, new Date(now));
      if (kind) seen.add(kind);
    }
    expect([...seen].sort()).toEqual(['1h', '24h']);
  });

  it('keys a reminder by its session, kind and start, so a moved lesson is a new reminder', () => {
    expect(reminderEventKey(7, '24h', lesson)).toBe(`class-reminder:7:24h:${lesson.getTime()}`);
    expect(reminderEventKey(7, '24h', lesson)).not.toBe(reminderEventKey(7, '24h', at('2026-10-26T10:00:00Z')));
    expect(joinPagePath(7)).toBe('/profile/dashboard/my-classes/join/7');
  });
});

describe('the reminder text, in each recipient’s language and zone', () => {
  const lesson = at('2026-10-26T09:00:00Z');
  const params = { kind: 'day', at: lesson, mode: 'online', other: 'Sara', link: 'https://tutorly.example/x' };

  it('Persian in Asia/Tehran: Persian calendar and digits, the Tehran time', () => {
    const { body } = renderNotification('class_reminder', params, 'fa', 'Asia/Tehran');
    expect(body).toContain('آبان'); // 4 Aban 1405
    expect(body).toContain('۱۲:۳۰');
    expect(body).toContain('https://tutorly.example/x');
    expect(body).not.toMatch(/\b12:30\b/);
  });

  it('English in Europe/Berlin: the Berlin time after the change', () => {
    const { body } = renderNotification('class_reminder', { ...params, kind: 'hour' }, 'en-US', 'Europe/Berlin');
    expect(body).toContain('10:00');
    expect(body).toContain('Monday');
    expect(body).toContain('in one hour');
    expect(body).toContain('Join: https://tutorly.example/x');
  });

  it('an in-person lesson has no link', () => {
    const { body } = renderNotification('class_reminder', { ...params, mode: 'in_person', link: '' }, 'en-US', 'Europe/Berlin');
    expect(body).toContain('At the agreed address.');
    expect(body).not.toContain('Join');
  });
});
