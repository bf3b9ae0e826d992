// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXPIRY, expiresAt, getCached, removeCached, setCached } from './local-cache';

describe('local cache with expiry', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a value for 5 minutes by default', () => {
    const now = 1_000_000;
    setCached('countries', [1, 2], undefined, undefined, now);
    expect(getCached('countries', now + 4 * 60_000)).toEqual([1, 2]);
    expect(getCached('countries', now + 5 * 60_000)).toBeNull();
  });

  it.each([
    ['s', 30, 30_000],
    ['m', 15, 900_000],
    ['h', 12, 43_200_000],
    ['d', 1, 86_400_000],
  ] as const)('understands unit %s', (unit, amount, ms) => {
    setCached('k', 'v', amount, unit, 0);
    expect(getCached('k', ms - 1)).toBe('v');
    expect(getCached('k', ms)).toBeNull();
    expect(expiresAt({ created: 0, expiry: amount, unit })).toBe(ms);
  });

  it('stores value, created time, expiry and unit', () => {
    setCached('k', { a: 1 }, 2, 'h', 123);
    expect(JSON.parse(localStorage.getItem('cache:k') ?? '')).toEqual({ value: { a: 1 }, created: 123, expiry: 2, unit: 'h' });
  });

  it('drops corrupt and expired entries', () => {
    localStorage.setItem('cache:bad', '{not json');
    expect(getCached('bad')).toBeNull();
    expect(localStorage.getItem('cache:bad')).toBeNull();
    setCached('old', 1, 1, 's', 0);
    getCached('old', 5_000);
    expect(localStorage.getItem('cache:old')).toBeNull();
  });

  it('defaults to 5 minutes (spec §9) and treats an unknown unit as expired', () => {
    expect(DEFAULT_EXPIRY).toEqual({ expiry: 5, unit: 'm' });
    localStorage.setItem('cache:weird', JSON.stringify({ value: 1, created: 0, expiry: 1, unit: 'w' }));
    expect(getCached('weird', 1)).toBeNull();
    expect(localStorage.getItem('cache:weird')).toBeNull();
  });

  it('forgets a removed value', () => {
    setCached('k', 'v');
    removeCached('k');
    expect(getCached('k')).toBeNull();
  });
});
