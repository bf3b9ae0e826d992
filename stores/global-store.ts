import { createStore } from 'zustand/vanilla';
import type { ApiErrorInfo } from '@/lib/api/api-error';

/** Spec §3 "Global data", plus the app-wide flags other parts set. */
export interface GlobalState {
  countries: unknown[];
  cities: unknown[];
  provinces: unknown[];
  meta: Record<string, unknown>;
  faq: unknown[];
  pagination: { page: number; per_page: number; total: number } | null;
  breadcrumb: { name: string; href: string }[];
  testimonials: unknown[];
  videoTestimonials: unknown[];
  internalLinks: { name: string; href: string }[];
  settings: { app_code?: string; app_number?: string } & Record<string, unknown>;
  /** When set, the app shows the error page instead of the route (spec §2). */
  error: ApiErrorInfo | null;
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
    countries: [],
    cities: [],
    provinces: [],
    meta: {},
    faq: [],
    pagination: null,
    breadcrumb: [],
    testimonials: [],
    videoTestimonials: [],
    internalLinks: [],
    settings: {},
    error: null,
    swRegistrationError: false,
    ...initial,
    setGlobal: (patch) => set(patch),
    showError: (error) => set({ error }),
    clearError: () => set({ error: null }),
  }));
}
