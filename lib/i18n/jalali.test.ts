import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfJalali, jalaliMonthName, jalaliOf } from './jalali';

describe('the Persian calendar', () => {
  it('reads known days both ways', () => {
    expect(jalaliOf('2027-01-11')).toEqual({ year: 1405, month: 10, day: 21 });
    expect(isoOfJalali({ year: 1405, month: 10, day: 21 })).toBe('2027-01-11');
    expect(isoOfJalali({ year: 1404, month: 1, day: 1 })).toBe('2025-03-21');
    expect(isoOfJalali({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20'); // 1403 is a leap year
  });

  it('has no 31 Mehr, no 30 Esfand in a common year, no thirteenth month', () => {
    expect(isoOfJalali({ year: 1405, month: 7, day: 31 })).toBeNull();
    expect(isoOfJalali({ year: 1404, month: 12, day: 30 })).toBeNull();
    expect(isoOfJalali({ year: 1405, month: 13, day: 1 })).toBeNull();
  });

  it('goes back and forth for every day of two centuries', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1930, 0, 1) / 86_400_000, max: Date.UTC(2130, 0, 1) / 86_400_000 }), (day) => {
        const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(isoOfJalali(jalaliOf(iso))).toBe(iso);
      }),
    );
  });

  it('names the months in Persian', () => {
    expect(jalaliMonthName(1)).toBe('فروردین');
    expect(jalaliMonthName(10)).toBe('دی');
  });
});
