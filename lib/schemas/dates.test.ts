import { describe, expect, it } from 'vitest';
import { classInfoBody } from './tutor-requests';
import { calendarDay, earliestStartDate, isCalendarDay, latestStartDate } from './dates';

describe('a calendar day', () => {
  it('is a day that exists, written YYYY-MM-DD', () => {
    for (const day of ['2026-12-01', '2024-02-29', '1000-01-01', '9999-12-31']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      '9999-99-99',
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
      '0999-12-31',
      '2026-1-01',
      ' 2026-01-01',
      '2026-01-01T00:00',
      '',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    expect(calendarDay.safeParse('2026-02-30').success).toBe(false);
  });

  // Issue 28, finding 5: the request form's start date took 30 February (Date.parse rolls it over).
  it("is what a tutor request's start date must be", () => {
    const body = { course_id: 1, level: 'Grade 10', teaching_mode: 'online', sessions_per_week: 1, session_minutes: 60, group_kind: 'one_to_one' };
    const parsed = classInfoBody.safeParse({ ...body, start_date: '2026-02-30' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['start_date']);
  });
});

describe('the start dates a class may have', () => {
  it('still allows today where the day began last, and refuses a day past everywhere', () => {
    // 05:00 UTC on 28 November is still 27 November in UTC−12 (Baker Island).
    expect(earliestStartDate(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-27');
    expect(earliestStartDate(new Date('2026-11-28T13:00:00Z'))).toBe('2026-11-28');
    expect(latestStartDate(new Date('2026-11-28T13:00:00Z'))).toBe('2027-11-29');
  });
});
