import { describe, expect, it } from 'vitest';
import { createLimiter, isRoutePrefetch, MAX_CONCURRENT_PREFETCHES } from './limiter';

describe('prefetch limiter (spec §9: at most 5 concurrent)', () => {
  it('never runs more than 5 at once and runs them all, in order', async () => {
    expect(MAX_CONCURRENT_PREFETCHES).toBe(5);
    const limit = createLimiter(MAX_CONCURRENT_PREFETCHES);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => limit(task(i))));
    expect(results).toEqual([...Array(12).keys()]);
    expect(peak).toBe(5);
    expect(started).toEqual([...Array(12).keys()]);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it("recognises Next's prefetch requests", () => {
    expect(isRoutePrefetch(new Headers({ 'Next-Router-Prefetch': '1' }))).toBe(true);
    expect(isRoutePrefetch(new Headers({ 'Next-Router-Segment-Prefetch': '/_tree' }))).toBe(true);
    expect(isRoutePrefetch(new Headers({ RSC: '1' }))).toBe(false);
  });
});
