import { createStore } from 'zustand/vanilla';
import { MAX_COMPARE } from '@/lib/tutors/options';

/** Tutors picked for comparison, kept in localStorage so the choice survives list pages. */
export interface CompareState {
  ids: number[];
  toggle: (id: number) => boolean;
  clear: () => void;
}

/** The localStorage key, holding `{ state: { ids }, version: 0 }` (zustand persist's shape, which wrote it before). */
export const COMPARE_STORAGE_KEY = 'tutor-compare';

export function createCompareStore() {
  return createStore<CompareState>()((set, get) => ({
    ids: [],
    toggle: (id) => {
      const ids = get().ids;
      if (ids.includes(id)) {
        set({ ids: ids.filter((x) => x !== id) });
        return true;
      }
      if (ids.length >= MAX_COMPARE) return false;
      set({ ids: [...ids, id] });
      return true;
    },
    clear: () => set({ ids: [] }),
  }));
}

/**
 * Loads the stored choice into the store and stores every change from then on. A few lines in place
 * of zustand's persist middleware (about 1.3 KiB gzip on every tutor list, home and profile).
 * Called once in the browser after hydration (the server renders the empty default).
 */
export function persistCompareStore(store: ReturnType<typeof createCompareStore>, storage: Storage) {
  try {
    const saved: unknown = JSON.parse(storage.getItem(COMPARE_STORAGE_KEY) ?? 'null');
    const ids = (saved as { state?: { ids?: unknown } } | null)?.state?.ids;
    if (Array.isArray(ids)) store.setState({ ids: ids.filter((id): id is number => Number.isInteger(id)).slice(0, MAX_COMPARE) });
  } catch {
    // An unreadable entry (another shape, storage refused): start empty, as persist did.
  }
  return store.subscribe(({ ids }) => {
    try {
      storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ state: { ids }, version: 0 }));
    } catch {
      // Storage full or refused (private mode): the choice lasts for this page only.
    }
  });
}
