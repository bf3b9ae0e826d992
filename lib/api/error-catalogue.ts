import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { directionsOf, type ErrorEnvelope, fieldErrorsOf } from './envelope';
import { nextStepPath, safeRedirectPath } from './next-step';
import type { ApiNotifier } from './notifier';

/** Per-call switches (spec §8: "unless the call ignores 401", "500 can be ignored per call"). */
export interface CallOptions {
  ignore401?: boolean;
  ignore500?: boolean;
  suppressToast?: boolean;
  /** A background check (e.g. the hourly build check): its failures are never shown to the user. */
  silent?: boolean;
  /** Writes are never retried unless the call opts in (it must be idempotent). */
  retryWrites?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig extends CallOptions {}
}

export const LOGIN_PATH = '/auth/login';

export function toApiError(error: AxiosError<ErrorEnvelope>): ApiError {
  const config = error.config as InternalAxiosRequestConfig | undefined;
  const status = error.response?.status ?? 0;
  const body = error.response?.data && typeof error.response.data === 'object' ? error.response.data : undefined;
  const path = config?.url ?? '';
  const options = config ? callOptionsOf(config) : {};
  return new ApiError(status, body?.message ?? error.message, body, config?.baseURL ?? '', path, options);
}

const OPTION_NAMES = ['ignore401', 'ignore500', 'suppressToast', 'silent', 'retryWrites'] as const;

/** The per-call switches a request was made with. */
export function callOptionsOf(config: CallOptions): CallOptions {
  return Object.fromEntries(OPTION_NAMES.filter((name) => config[name] !== undefined).map((name) => [name, config[name]]));
}

/**
 * Spec §8 "500 can be ignored per call", the same on both paths: such a call's 500 never shows the
 * error page; the caller gets the failure and goes on without the data.
 */
export function isIgnored500(error: ApiError): boolean {
  return error.status === 500 && Boolean(error.options.ignore500);
}

export function retryAfterSeconds(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(String(value));
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Spec §8 in the browser: what the user sees for each status. */
export function reportInBrowser(error: ApiError, options: CallOptions, notifier: ApiNotifier, retryAfter: unknown) {
  if (options.silent) return;
  const { status, body } = error;
  const toast = (message: string) => !options.suppressToast && notifier.toastError(message);
  const directions = directionsOf(body);
  const messages = fieldErrorsOf(body).map((e) => e.message);

  if (status === 401) {
    if (options.ignore401) return;
    // currentPath() is locale-free: the locale-aware navigation adds the prefix once.
    return notifier.navigate(`${LOGIN_PATH}?redirect_url=${encodeURIComponent(notifier.currentPath())}`);
  }
  if (status === 301 || status === 302) {
    const target = directions.new_username
      ? `/tutor/${encodeURIComponent(directions.new_username)}`
      : (nextStepPath(directions) ?? safeRedirectPath(directions.redirect_url));
    if (target) return notifier.navigate(target);
  }
  if (status === 422) return messages.forEach(toast);
  // The server's own 429 text is specific ("wait 42 seconds for a new code"); else the generic one.
  if (status === 429) return toast(body?.message ?? notifier.messages.tooManyRequests(retryAfterSeconds(retryAfter)));
  if (status === 400) {
    (messages.length ? messages : [body?.message ?? notifier.messages.unknown]).forEach(toast);
    const target = safeRedirectPath(directions.redirect_url);
    if (target) notifier.navigate(target);
    return;
  }
  if (isIgnored500(error)) return;
  if ([404, 410, 500, 503, 504].includes(status)) {
    return notifier.showErrorPage({ status, baseURL: error.baseURL, path: error.path, message: body?.message });
  }
  if (status === 0) return toast(notifier.messages.network);
  toast(body?.message ?? notifier.messages.unknown);
}
