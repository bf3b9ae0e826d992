import { describe, expect, it } from 'vitest';
import { convertWeeklyHours, instantOf, overlapMinutes, toUtcWeekRange, utcSlots } from './week-time';

// A Berlin student's Monday 17:00–18:30, agreed in Berlin time.
const LESSON = [{ weekday: 1, start_minute: 17 * 60, end_minute: 18 * 60 + 30 }];
const at = (iso: string) => Date.parse(iso);

describe('weekly hours across zones and daylight saving', () => {
  it('a Berlin lesson stays 17:00 in Berlin; in Tehran it is 19:30 in winter and 18:30 in summer', () => {
    // Berlin moves to summer time on Sunday 29 March 2026; Iran keeps +03:30 all year.
    const winter = at('2026-03-23T12:00:00Z'); // the week before the change
    const summer = at('2026-03-30T12:00:00Z'); // the week after
    expect(convertWeeklyHours(LESSON, 'Europe/Berlin', 'Asia/Tehran', winter)).toEqual([{ weekday: 1, start_minute: 19 * 60 + 30, end_minute: 21 * 60 }]);
    expect(convertWeeklyHours(LESSON, 'Europe/Berlin', 'Asia/Tehran', summer)).toEqual([{ weekday: 1, start_minute: 18 * 60 + 30, end_minute: 20 * 60 }]);
    // The student's own clock never moves.
    expect(convertWeeklyHours(LESSON, 'Europe/Berlin', 'Europe/Berlin', winter)).toEqual(LESSON);
    expect(convertWeeklyHours(LESSON, 'Europe/Berlin', 'Europe/Berlin', summer)).toEqual(LESSON);
    // And back: the tutor's 19:30 that winter week is the student's 17:00.
    expect(convertWeeklyHours([{ weekday: 1, start_minute: 19 * 60 + 30, end_minute: 21 * 60 }], 'Asia/Tehran', 'Europe/Berlin', winter)).toEqual(LESSON);
  });

  it('compares in UTC: a Tehran tutor free 19:00–21:00 covers the whole lesson in winter, an hour of it in summer', () => {
    const tutor = [{ weekday: 1, start_minute: 19 * 60, end_minute: 21 * 60 }];
    expect(overlapMinutes(LESSON, 'Europe/Berlin', tutor, 'Asia/Tehran', at('2026-03-23T12:00:00Z'))).toBe(90);
    expect(overlapMinutes(LESSON, 'Europe/Berlin', tutor, 'Asia/Tehran', at('2026-03-30T12:00:00Z'))).toBe(60);
  });

  it('turns wall-clock times into instants, moving a time in the spring gap forward and taking the earlier of a repeated hour', () => {
    expect(new Date(instantOf({ year: 2026, month: 3, day: 29 }, 2 * 60 + 30, 'Europe/Berlin')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(instantOf({ year: 2026, month: 10, day: 25 }, 2 * 60 + 30, 'Europe/Berlin')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(new Date(instantOf({ year: 2026, month: 7, day: 1 }, 9 * 60, 'Asia/Tehran')).toISOString()).toBe('2026-07-01T05:30:00.000Z');
  });

  it('splits a block that crosses midnight on the other clock and wraps the week in UTC', () => {
    const late = [{ weekday: 7, start_minute: 23 * 60, end_minute: 24 * 60 }];
    // Sunday 23:00 in Tehran is Sunday 19:30 UTC; Sunday 23:00 in Los Angeles is Monday 07:00 UTC.
    expect(toUtcWeekRange(late[0]!, 'America/Los_Angeles', at('2026-01-14T12:00:00Z'))[0] % 10080).toBe(7 * 60);
    expect(convertWeeklyHours(late, 'Asia/Tehran', 'Asia/Tokyo', at('2026-01-14T12:00:00Z'))).toEqual([
      { weekday: 1, start_minute: 4 * 60 + 30, end_minute: 5 * 60 + 30 },
    ]);
    expect([...utcSlots(late, 'America/Los_Angeles', at('2026-01-14T12:00:00Z'))]).toEqual([14, 15]);
  });
});
