import { describe, expect, it } from 'vitest';
import { wallClockOf } from '@/lib/tutor-requests/week-time';
import { CLASS_RULES, allowedSessionTransitions, canApply, cancellationRule, disputeDeadline, roomOpen } from './rules';
import { chooseWeeklyTimes, insideTutorHours, occurrences } from './schedule';

/** The class rules on fixed clocks (issue 30): every boundary on both sides. */
const at = (iso: string) => new Date(iso);
const start = at('2027-03-10T15:00:00Z');
const end = at('2027-03-10T16:00:00Z');
const scheduled = { state: 'scheduled', startsAt: start, endsAt: end, disputeUntil: null };
const ms = (n: number) => new Date(start.getTime() + n);
const HOUR = 3_600_000;

describe('the cancellation cutoff', () => {
  it('is free up to and at 24 hours before the start, late one millisecond after, and always the tutor’s rule for the tutor', () => {
    expect(CLASS_RULES.cancelCutoffHours).toBe(24);
    expect(cancellationRule(start, 'student', ms(-24 * HOUR - 1))).toBe('free');
    expect(cancellationRule(start, 'student', ms(-24 * HOUR))).toBe('free');
    expect(cancellationRule(start, 'student', ms(-24 * HOUR + 1))).toBe('late');
    expect(cancellationRule(start, 'student', ms(-1))).toBe('late');
    expect(cancellationRule(start, 'tutor', ms(-1))).toBe('tutor');
  });

  it('lets either side cancel only before the start', () => {
    expect(canApply('cancel_by_student', scheduled, 'student', ms(-1))).toBe(true);
    expect(canApply('cancel_by_student', scheduled, 'student', ms(0))).toBe(false);
    expect(canApply('cancel_by_tutor', scheduled, 'tutor', ms(-1))).toBe(true);
    expect(canApply('cancel_by_tutor', scheduled, 'student', ms(-1))).toBe(false);
  });
});

describe('marking and disputing', () => {
  it('lets the tutor mark held or student absent only from the start', () => {
    expect(canApply('mark_held', scheduled, 'tutor', ms(-1))).toBe(false);
    expect(canApply('mark_held', scheduled, 'tutor', ms(0))).toBe(true);
    expect(canApply('mark_student_absent', scheduled, 'tutor', ms(0))).toBe(true);
    expect(canApply('mark_held', scheduled, 'student', ms(0))).toBe(false);
    expect(canApply('mark_held', { ...scheduled, state: 'cancelled' }, 'tutor', ms(0))).toBe(false);
  });

  it('gives the student 48 hours to dispute; after that only the system confirms', () => {
    const markedAt = ms(HOUR);
    const held = { ...scheduled, state: 'held', disputeUntil: disputeDeadline(markedAt) };
    expect(held.disputeUntil.getTime() - markedAt.getTime()).toBe(48 * HOUR);
    const last = new Date(held.disputeUntil.getTime() - 1);
    expect(canApply('dispute', held, 'student', last)).toBe(true);
    expect(canApply('auto_confirm', held, 'system', last)).toBe(false);
    expect(canApply('dispute', held, 'student', held.disputeUntil)).toBe(false);
    expect(canApply('auto_confirm', held, 'system', held.disputeUntil)).toBe(true);
    expect(allowedSessionTransitions(held, 'student', last).sort()).toEqual(['confirm', 'dispute']);
    expect(allowedSessionTransitions({ ...held, state: 'confirmed' }, 'student', last)).toEqual([]);
  });

  it('takes a report of the tutor’s absence from the start until 48 hours after the end', () => {
    expect(canApply('report_tutor_absent', scheduled, 'student', ms(-1))).toBe(false);
    expect(canApply('report_tutor_absent', scheduled, 'student', ms(0))).toBe(true);
    expect(canApply('report_tutor_absent', scheduled, 'student', new Date(end.getTime() + 48 * HOUR - 1))).toBe(true);
    expect(canApply('report_tutor_absent', scheduled, 'student', new Date(end.getTime() + 48 * HOUR))).toBe(false);
  });
});

describe('the lesson room', () => {
  it('opens 10 minutes before the start and closes at the end', () => {
    expect(roomOpen(scheduled, ms(-10 * 60_000 - 1))).toBe(false);
    expect(roomOpen(scheduled, ms(-10 * 60_000))).toBe(true);
    expect(roomOpen(scheduled, new Date(end.getTime() - 1))).toBe(true);
    expect(roomOpen(scheduled, end)).toBe(false);
    expect(roomOpen({ ...scheduled, state: 'cancelled' }, ms(0))).toBe(false);
  });
});

describe('scheduling across daylight saving', () => {
  // Student in Europe/Berlin (Mondays 15:00 and Wednesdays 16:00 for 60 minutes); Berlin moves to
  // summer time on 28 March 2027, Tehran has no DST: the lesson stays at 15:00 in Berlin and moves
  // an hour earlier on the Tehran clock (18:30 → 17:30).
  const times = [
    { weekday: 1, start_minute: 15 * 60, end_minute: 16 * 60 },
    { weekday: 3, start_minute: 16 * 60, end_minute: 17 * 60 },
  ];
  const list = occurrences(times, 'Europe/Berlin', at('2027-03-15T00:00:00Z'), at('2027-04-06T00:00:00Z'));

  it('keeps every lesson at the same wall-clock time in the zone it was agreed in', () => {
    expect(list.map((o) => o.startsAt.toISOString())).toEqual([
      '2027-03-15T14:00:00.000Z',
      '2027-03-17T15:00:00.000Z',
      '2027-03-22T14:00:00.000Z',
      '2027-03-24T15:00:00.000Z',
      '2027-03-29T13:00:00.000Z',
      '2027-03-31T14:00:00.000Z',
      '2027-04-05T13:00:00.000Z',
    ]);
    for (const o of list) {
      const berlin = wallClockOf(o.startsAt.getTime(), 'Europe/Berlin');
      expect([15 * 60, 16 * 60]).toContain(berlin.minute);
      expect(o.endsAt.getTime() - o.startsAt.getTime()).toBe(HOUR);
    }
  });

  it('shows the student in Asia/Tehran the lesson an hour earlier after the change', () => {
    const tehran = list.filter((_, i) => i % 2 === 0).map((o) => wallClockOf(o.startsAt.getTime(), 'Asia/Tehran').minute);
    expect(tehran).toEqual([17 * 60 + 30, 17 * 60 + 30, 16 * 60 + 30, 16 * 60 + 30]);
  });

  it('chooses weekly times inside both sides’ hours, one per day first', () => {
    const student = [
      { weekday: 1, start_minute: 15 * 60, end_minute: 18 * 60 },
      { weekday: 3, start_minute: 15 * 60, end_minute: 18 * 60 },
    ];
    // Tutor in Tehran teaches 18:30–21:30 Tehran = 16:00–19:00 Berlin in winter.
    const tutor = [1, 3].map((weekday) => ({ weekday, start_minute: 18 * 60 + 30, end_minute: 21 * 60 + 30, time_zone: 'Asia/Tehran' }));
    const chosen = chooseWeeklyTimes(student, 'Europe/Berlin', tutor, 2, 60, Date.parse('2027-01-11T12:00:00Z'));
    expect(chosen).toEqual([
      { weekday: 1, start_minute: 16 * 60, end_minute: 17 * 60 },
      { weekday: 3, start_minute: 16 * 60, end_minute: 17 * 60 },
    ]);
    expect(chooseWeeklyTimes(student, 'Europe/Berlin', tutor, 3, 60, Date.parse('2027-01-11T12:00:00Z'))).toHaveLength(3);
  });

  it('tells whether a proposed time is inside the tutor’s hours on the tutor’s clock', () => {
    const tutor = [{ weekday: 1, start_minute: 18 * 60, end_minute: 20 * 60, time_zone: 'Asia/Tehran' }];
    expect(insideTutorHours(at('2027-01-11T14:30:00Z'), at('2027-01-11T15:30:00Z'), tutor)).toBe(true);
    expect(insideTutorHours(at('2027-01-11T16:00:00Z'), at('2027-01-11T17:00:00Z'), tutor)).toBe(false);
  });
});
