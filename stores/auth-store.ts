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

export interface AuthResponse {
  token: string;
  set_password_allow_code?: string | null;
  redirect_url?: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  loggedIn: boolean;
  authResponse: AuthResponse | null;
  otpLength: number | null;
  sendMethods: string[];
}

export interface AuthActions {
  setSession: (token: string, user: AuthUser) => void;
  setAuthResponse: (response: AuthResponse | null) => void;
  setOtp: (otpLength: number, sendMethods: string[]) => void;
  clear: () => void;
}

export type AuthStore = AuthState & AuthActions;

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  loggedIn: false,
  authResponse: null,
  otpLength: null,
  sendMethods: [],
};

export function createAuthStore(initial: Partial<AuthState> = {}) {
  return createStore<AuthStore>()((set) => ({
    ...initialAuthState,
    ...initial,
    setSession: (token, user) => set({ token, user, loggedIn: true }),
    setAuthResponse: (authResponse) => set({ authResponse }),
    setOtp: (otpLength, sendMethods) => set({ otpLength, sendMethods }),
    clear: () => set(initialAuthState),
  }));
}
