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
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      return;
    }
    persistCompareStore(store, storage);
  }, []);
  return useStore(store, select);
}
