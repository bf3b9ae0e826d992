import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('intl-cache', () => {
  it('makes a formatter once per locale and options, and keeps them apart', () => {
    const tehran = dateTimeFormat('fa-IR-u-ca-persian-nu-arabext', { dateStyle: 'long', timeZone: 'Asia/Tehran' });
    expect(dateTimeFormat('fa-IR-u-ca-persian-nu-arabext', { dateStyle: 'long', timeZone: 'Asia/Tehran' })).toBe(tehran);
    const berlin = dateTimeFormat('fa-IR-u-ca-persian-nu-arabext', { dateStyle: 'long', timeZone: 'America/New_York' });
    expect(berlin).not.toBe(tehran);
    // 23:30 UTC on 20 March 2026 is the next day in Tehran (1 Farvardin 1405) and still the 20th in New York.
    const at = Date.UTC(2026, 2, 20, 23, 30);
    expect(tehran.format(at)).toBe('۱ فروردین ۱۴۰۵');
    expect(berlin.format(at)).toBe('۲۹ اسفند ۱۴۰۴');
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(12.5)).toBe('€12.50');
  });

  it('refuses a zone that does not exist, as Intl does', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
