/**
 * Spec §9 "Business constants and limits", the ones this code holds. The pause itself is proved in
 * a browser: tests/e2e/api-client.spec.ts "a hovered toast outlives its 5000 ms and goes once the
 * pointer leaves".
 */
import { describe, expect, it } from 'vitest';
import { TOAST_OPTIONS } from '@/components/providers/toast-host';
import { CACHE_MINUTES } from '@/lib/cache-lifetimes';
import { DEFAULT_EXPIRY } from '@/lib/local-cache';
import { DEFAULT_PER_PAGE } from '@/lib/tutors/options';

describe('§9 constants', () => {
  it('"Toasts: 5000 ms timeout, bottom-right, at most 3 shown, close on click, pause on hover"', () => {
    expect(TOAST_OPTIONS).toEqual({ autoClose: 5000, position: 'bottom-right', limit: 3, closeOnClick: true, pauseOnHover: true });
  });

  it('"Cache lifetimes in minutes for various lists: 1440, 15, 30, 720, 20"', () => {
    expect(new Set(Object.values(CACHE_MINUTES))).toEqual(new Set([1440, 15, 30, 720, 20]));
  });

  it('"Default local storage expiry: 5 minutes"', () => {
    expect(DEFAULT_EXPIRY).toEqual({ expiry: 5, unit: 'm' });
  });

  it('"Default list page size: 8"', () => {
    expect(DEFAULT_PER_PAGE).toBe(8);
  });
});
