import { createStore } from 'zustand/vanilla';

/** Spec §3 "Auth state". The user arrives from `me` with wallet, teacher and user_club. */
export interface AuthUser {
  id: number;
  full_name: string | null;
  mobile: string;
  wallet?: unknown;
  teacher?: unknown;
  user_club?: unknown;
}

/**
 * What the tab knows about the session. The login answer (`authResponse`) and the code's length and
 * send methods (`otpLength`, `sendMethods`) are not kept here: the sign-in pages read them from the
 * tab's sign-in flow (lib/auth/flow.ts, sessionStorage), which survives a reload between steps.
 */
export interface AuthState {
  user: AuthUser | null;
  /** The session's bearer token; the API client sends it (components/providers/api-session-bridge.tsx). */
  token: string | null;
  loggedIn: boolean;
}

export interface AuthActions {
  setSession: (token: string, user: AuthUser) => void;
  clear: () => void;
}

export type AuthStore = AuthState & AuthActions;

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  loggedIn: false,
};

export function createAuthStore(initial: Partial<AuthState> = {}) {
  return createStore<AuthStore>()((set) => ({
    ...initialAuthState,
    ...initial,
    setSession: (token, user) => set({ token, user, loggedIn: true }),
    clear: () => set(initialAuthState),
  }));
}
