import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_COMPARE } from '@/lib/tutors/options';

/** Tutors picked for comparison, kept in localStorage so the choice survives list pages. */
export interface CompareState {
  ids: number[];
  toggle: (id: number) => boolean;
  clear: () => void;
}

export function createCompareStore() {
  return createStore<CompareState>()(
    persist(
      (set, get) => ({
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
      }),
      { name: 'tutor-compare', storage: createJSONStorage(() => localStorage), skipHydration: true },
    ),
  );
}
