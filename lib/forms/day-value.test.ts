import { describe, expect, it } from 'vitest';
import { calendarDay } from '@/lib/schemas/dates';
import { dayValueOfParts, partsOfDayValue, readDayValue } from './day-value';

const form = (fields: Record<string, string>) => (name: string) => fields[name];

describe("a date field's posted value", () => {
  it('reads the browser date input as it is', () => {
    expect(readDayValue(form({ start_date: '2027-01-11' }), 'start_date')).toBe('2027-01-11');
  });

  it('turns the Persian day, month and year into an ISO day, Persian digits included', () => {
    expect(readDayValue(form({ start_date__year: '۱۴۰۵', start_date__month: '10', start_date__day: '21' }), 'start_date')).toBe('2027-01-11');
  });

  it('is empty when nothing was chosen, and refused by the schema when the day does not exist or a part is missing', () => {
    expect(readDayValue(form({}), 'start_date')).toBe('');
    expect(calendarDay.safeParse(readDayValue(form({ start_date__year: '1405', start_date__month: '7', start_date__day: '31' }), 'start_date')).success).toBe(
      false,
    );
    expect(calendarDay.safeParse(readDayValue(form({ start_date__year: '1405', start_date__month: '', start_date__day: '2' }), 'start_date')).success).toBe(
      false,
    );
  });
});

describe('the Persian parts of a value', () => {
  it('shows an ISO day in its Jalali parts, and keeps a half-chosen day as chosen', () => {
    expect(partsOfDayValue('2027-01-11')).toEqual({ year: '1405', month: '10', day: '21' });
    expect(partsOfDayValue('1405//3')).toEqual({ year: '1405', month: '', day: '3' });
    expect(partsOfDayValue('')).toEqual({ year: '', month: '', day: '' });
    expect(dayValueOfParts(partsOfDayValue('1405//3'))).toBe('1405//3');
  });
});
