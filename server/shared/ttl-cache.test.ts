import { describe, expect, it } from 'vitest';
import { createTtlCache, forgetProcessCaches } from './ttl-cache';

describe('ttl cache', () => {
  it('answers from memory until it expires', async () => {
    const cache = createTtlCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets every cache of the process at once', async () => {
    const one = createTtlCache<string>(60_000);
    const two = createTtlCache<string>(60_000);
    await one.get('k', async () => 'old');
    await two.get('k', async () => 'old');
    forgetProcessCaches();
    expect(await one.get('k', async () => 'new')).toBe('new');
    expect(await two.get('k', async () => 'new')).toBe('new');
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
