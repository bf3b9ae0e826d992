'use client';

import { useEffect } from 'react';
import { useStore } from 'zustand';
import { type CompareState, createCompareStore, persistCompareStore } from '@/stores/compare-store';

// Browser state only: the server never changes it, so every server render sees the empty default.
let store: ReturnType<typeof createCompareStore> | null = null;
let rehydrated = false;

export function useCompare<T>(select: (state: CompareState) => T): T {
  store ??= createCompareStore();
  useEffect(() => {
    if (rehydrated || !store) return;
    rehydrated = true;
    // In a task of its own: a page's first use of localStorage waits for the browser to load it
    // (about 10 ms in Chrome), which would lengthen the task that finishes hydration.
    const kept = store;
    setTimeout(() => {
      let storage: Storage;
      try {
        storage = window.localStorage;
      } catch {
        return;
      }
      persistCompareStore(kept, storage);
    }, 0);
  }, []);
  return useStore(store, select);
}
