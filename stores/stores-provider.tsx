'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';
import { type StoreApi, useStore } from 'zustand';
import { type AuthState, type AuthStore, createAuthStore } from './auth-store';
import { type CourseState, type CourseStore, createCourseStore } from './course-store';
import { createGlobalStore, type GlobalState, type GlobalStore } from './global-store';

interface Stores {
  auth: StoreApi<AuthStore>;
  course: StoreApi<CourseStore>;
  global: StoreApi<GlobalStore>;
}

const StoresContext = createContext<Stores | null>(null);

export interface InitialStores {
  auth?: Partial<AuthState>;
  course?: Partial<CourseState>;
  global?: Partial<GlobalState>;
}

/** One set of stores per browser tab (and per server request), never shared module state. */
export function StoresProvider({ initial, children }: { initial?: InitialStores; children: ReactNode }) {
  const [stores] = useState<Stores>(() => ({
    auth: createAuthStore(initial?.auth),
    course: createCourseStore(initial?.course),
    global: createGlobalStore(initial?.global),
  }));
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('StoresProvider is missing');
  return stores;
}

export const useAuthStore = <T,>(select: (state: AuthStore) => T) => useStore(useStores().auth, select);
export const useCourseStore = <T,>(select: (state: CourseStore) => T) => useStore(useStores().course, select);
export const useGlobalStore = <T,>(select: (state: GlobalStore) => T) => useStore(useStores().global, select);
export const useGlobalStoreApi = () => useStores().global;
export const useAuthStoreApi = () => useStores().auth;
