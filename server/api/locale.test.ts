import { describe, expect, it } from 'vitest';
import { apiTranslator, callerTimeZone, callerTranslator } from './locale';

const at = new Date('2026-11-25T10:00:00Z');

describe('the API translator', () => {
  it('writes times in the caller’s zone: Persian calendar and digits in fa', () => {
    expect(apiTranslator('fa', 'Asia/Tehran')('attempts_locked', { until: at })).toContain('۱۳:۳۰');
    expect(apiTranslator('fa', 'Asia/Tehran')('attempts_locked', { until: at })).toContain('۱۴۰۵');
    expect(apiTranslator('en-US', 'Europe/Berlin')('attempts_locked', { until: at })).toContain('11:00 AM on Nov 25, 2026');
  });

  it('takes the zone from the tz cookie, and ignores a zone the runtime does not know', () => {
    const headers = (cookie: string) => new Headers({ 'x-locale': 'en-US', cookie });
    expect(callerTimeZone(headers('a=1; tz=America%2FNew_York'), 'en-US')).toBe('America/New_York');
    expect(callerTimeZone(headers('tz=Mars%2FOlympus'), 'en-US')).toBe('UTC');
    expect(callerTimeZone(headers('tz=%E0%A4%A'), 'fa')).toBe('Asia/Tehran');
    expect(callerTranslator(headers('tz=America%2FNew_York'))('attempts_locked', { until: at })).toContain('5:00 AM');
  });
});
