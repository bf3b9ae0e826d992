import { createStore } from 'zustand/vanilla';
import type { ApiErrorInfo } from '@/lib/api/api-error';

/**
 * App-wide flags. The spec's "Global data" (§3: countries, cities, provinces, meta, faq,
 * pagination, breadcrumb, testimonials, internal links, settings) is server data: it lives in the
 * request's query client and reaches components as props or through `useLazyQuery`, never copied
 * here (docs/decisions.md "Spec conformance (issue 21)").
 */
export interface GlobalState {
  /** When set, the app shows the error page instead of the route (spec §2). */
  error: ApiErrorInfo | null;
  /** The service worker failed to register (spec §4). */
  swRegistrationError: boolean;
}

export interface GlobalActions {
  setGlobal: (patch: Partial<GlobalState>) => void;
  showError: (error: ApiErrorInfo) => void;
  clearError: () => void;
}

export type GlobalStore = GlobalState & GlobalActions;

export function createGlobalStore(initial: Partial<GlobalState> = {}) {
  return createStore<GlobalStore>()((set) => ({
    error: null,
    swRegistrationError: false,
    ...initial,
    setGlobal: (patch) => set(patch),
    showError: (error) => set({ error }),
    clearError: () => set({ error: null }),
  }));
}
