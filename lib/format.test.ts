import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatPrice, inWeekOrder, localizeDigits, parseFormattedNumber, WEEK_ORDER, WEEK_STARTS_ON } from './format';

describe('formatting through Intl', () => {
  it('formats euro prices with Persian digits in fa and western digits in en-US', () => {
    expect(formatPrice(2500, 'fa')).toContain('€');
    expect(formatPrice(2500, 'fa')).toContain('۲۵');
    expect(formatPrice(2550, 'en-US')).toBe('€25.50');
    expect(formatPrice(2500, 'en-US')).toBe('€25');
  });

  it('uses the Persian calendar in fa and names the time zone', () => {
    const moment = new Date('2026-03-21T08:30:00Z'); // Nowruz 1405
    const fa = formatDateTime(moment, 'fa', 'Asia/Tehran');
    expect(fa).toContain('۱۴۰۵');
    expect(fa).toContain('فروردین');
    expect(fa).toContain('۱۲:۰۰');
    const en = formatDateTime(moment, 'en-US', 'Europe/Berlin');
    expect(en).toContain('March 21, 2026');
    expect(en).toMatch(/9:30\sAM/);
    expect(en).toContain('GMT+1');
  });

  it('starts weeks on Saturday in fa', () => {
    expect(WEEK_STARTS_ON.fa).toBe(6);
  });

  it('groups numbers per locale', () => {
    expect(formatNumber(12500, 'fa')).toBe('۱۲٬۵۰۰');
    expect(formatNumber(12500, 'en-US')).toBe('12,500');
  });

  it('turns a formatted price back into a number', () => {
    expect(parseFormattedNumber('12,500')).toBe(12500);
    expect(parseFormattedNumber('۱۲٬۵۰۰')).toBe(12500);
    expect(parseFormattedNumber('€25.50')).toBe(25.5);
  });

  it('writes the digits of a phone number in the digits of the locale and leaves the rest', () => {
    expect(localizeDigits('+98 21 9100 2030', 'fa')).toBe('+۹۸ ۲۱ ۹۱۰۰ ۲۰۳۰');
    expect(localizeDigits('+98 21 9100 2030', 'en-US')).toBe('+98 21 9100 2030');
  });
});

describe('weekly slots', () => {
  it('names ISO weekdays and wall-clock times in the page language', async () => {
    const { formatWeekday, formatWallClock } = await import('./format');
    expect(formatWeekday(1, 'en-US')).toBe('Monday');
    expect(formatWeekday(7, 'en-US')).toBe('Sunday');
    expect(formatWeekday(6, 'fa')).toBe('شنبه');
    expect(formatWallClock(17 * 60 + 30, 'en-US')).toBe('17:30');
    expect(formatWallClock(9 * 60, 'fa')).toBe('۰۹:۰۰');
  });
});

describe('weekly slots in the reader’s week', () => {
  const slots = [
    { weekday: 1, start_minute: 600 },
    { weekday: 6, start_minute: 900 },
    { weekday: 7, start_minute: 60 },
    { weekday: 6, start_minute: 300 },
  ];
  it('runs from Saturday in Persian and from Sunday in English, as the week grid does', () => {
    expect(WEEK_ORDER.fa).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(WEEK_ORDER['en-US']).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(inWeekOrder(slots, 'fa').map((s) => `${s.weekday}-${s.start_minute}`)).toEqual(['6-300', '6-900', '7-60', '1-600']);
    expect(inWeekOrder(slots, 'en-US').map((s) => `${s.weekday}-${s.start_minute}`)).toEqual(['7-60', '1-600', '6-300', '6-900']);
  });
});
