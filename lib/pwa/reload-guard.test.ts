import { beforeEach, describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from './reload-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('chunk reload guard', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('allows one reload per path within 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload('/tutor-list', storage, 1_000)).toBe(true);
    expect(claimReload('/tutor-list', storage, 1_000 + 9_999)).toBe(false);
    expect(claimReload('/tutor-list', storage, 1_000 + 10_000)).toBe(true);
  });

  it('counts each path on its own', () => {
    expect(claimReload('/a', storage, 0 + 5)).toBe(true);
    expect(claimReload('/b', storage, 6)).toBe(true);
    expect(claimReload('/a', storage, 7)).toBe(false);
  });

  it('refuses without storage, so a page can never loop', () => {
    expect(claimReload('/a', null, 1)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimReload('/a', broken, 1)).toBe(false);
  });

  it('recognises chunk load failures of webpack, Turbopack and native imports', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/y.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
