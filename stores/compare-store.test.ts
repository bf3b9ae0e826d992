import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, createCompareStore, persistCompareStore } from './compare-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('compare store (tutors picked for comparison)', () => {
  it('toggles a tutor in and out, and refuses a fifth', () => {
    const store = createCompareStore();
    for (const id of [1, 2, 3, 4]) expect(store.getState().toggle(id)).toBe(true);
    expect(store.getState().toggle(5)).toBe(false);
    expect(store.getState().toggle(2)).toBe(true);
    expect(store.getState().ids).toEqual([1, 3, 4]);
  });

  it('takes the choice a previous page stored (the shape zustand persist wrote) and stores each change', () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: JSON.stringify({ state: { ids: [7, 9] }, version: 0 }) });
    const store = createCompareStore();
    persistCompareStore(store, storage);
    expect(store.getState().ids).toEqual([7, 9]);
    store.getState().toggle(11);
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY)!)).toEqual({ state: { ids: [7, 9, 11] }, version: 0 });
    store.getState().clear();
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY)!)).toEqual({ state: { ids: [] }, version: 0 });
  });

  it('starts empty from an unreadable entry and keeps working when storage refuses writes', () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: '{not json' });
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createCompareStore();
    persistCompareStore(store, storage);
    expect(store.getState().ids).toEqual([]);
    expect(store.getState().toggle(3)).toBe(true);
    expect(store.getState().ids).toEqual([3]);
  });
});
