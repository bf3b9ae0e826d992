import type { MobileConfirmation, SendMethod } from '@/lib/schemas/auth';

/**
 * What the sign-in steps share within one tab (sessionStorage): the confirmed number and its
 * options, and the set-password allow code (spec §4: "saved locally").
 */
export interface SignInFlow extends MobileConfirmation {
  send_method: SendMethod;
  /** When the last code was sent (ms since the epoch) and the server's times for it: a reload keeps its countdown. */
  code_sent_at?: number;
  code_expires_in?: number;
  resend_in?: number;
}

/** The flow after a code was sent now, with the times the server gave for it. */
export function withCodeSent(flow: SignInFlow, sent: { expires_in: number; resend_in: number }): SignInFlow {
  return { ...flow, code_sent_at: Date.now(), code_expires_in: sent.expires_in, resend_in: sent.resend_in };
}

const FLOW_KEY = 'auth.flow';
const ALLOW_CODE_KEY = 'auth.set_password_allow_code';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

export const signInFlow = {
  read(): SignInFlow | null {
    try {
      return JSON.parse(storage()?.getItem(FLOW_KEY) ?? 'null') as SignInFlow | null;
    } catch {
      return null;
    }
  },
  write(flow: SignInFlow) {
    storage()?.setItem(FLOW_KEY, JSON.stringify(flow));
  },
  clear() {
    storage()?.removeItem(FLOW_KEY);
    storage()?.removeItem(ALLOW_CODE_KEY);
  },
};

export const allowCodeStore = {
  read: () => storage()?.getItem(ALLOW_CODE_KEY) ?? null,
  write: (code: string) => storage()?.setItem(ALLOW_CODE_KEY, code),
  clear: () => storage()?.removeItem(ALLOW_CODE_KEY),
};

/** A step's URL that carries the page to return to after sign-in. */
export function withRedirect(path: string, redirectUrl: string | null): string {
  return redirectUrl ? `${path}?redirect_url=${encodeURIComponent(redirectUrl)}` : path;
}

/**
 * Spec §3 auth origins, from where the sign-in returns to (`redirect_url`): the tutor onboarding is
 * START_TEACHING, a tutor request or suggestion TUTOR_REQUEST, anything else WEBSITE_LOGIN.
 */
export function authOriginFor(redirectUrl: string | null | undefined): 'START_TEACHING' | 'TUTOR_REQUEST' | 'TEACHER_VIDEO_PACKAGE_PURCHASE' | 'WEBSITE_LOGIN' {
  const path = (redirectUrl ?? '').replace(/^\/(en-US|fa)(?=\/|$)/, '');
  if (/^\/start-teaching(?:[/?]|$)/.test(path)) return 'START_TEACHING';
  if (/^\/(?:tutor-request|tutor-suggestion)(?:[/?]|$)/.test(path)) return 'TUTOR_REQUEST';
  if (/^\/tutor-package(?:[/?]|$)/.test(path)) return 'TEACHER_VIDEO_PACKAGE_PURCHASE';
  return 'WEBSITE_LOGIN';
}
