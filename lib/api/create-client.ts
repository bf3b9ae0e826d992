import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/cookies';
import { ApiError } from './api-error';
import { type CallOptions, reportInBrowser, retryAfterSeconds, toApiError } from './error-catalogue';
import type { ErrorEnvelope } from './envelope';
import { getApiNotifier } from './notifier';

export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const SAFE_METHODS = ['get', 'head', 'options'];
/** A 429 asking for a longer wait is reported instead of retried in the background. */
const MAX_RETRY_AFTER_SECONDS = 5;
export { CSRF_COOKIE, CSRF_HEADER };

export interface ApiClientSetup {
  baseURL: string;
  locale: () => string;
  token: () => string | null | undefined;
  csrfToken: () => string | null | undefined;
  /** Server renders pass an adapter that calls the API in-process. */
  adapter?: AxiosAdapter;
  retryDelayMs?: number;
}

export function shouldRetry(error: AxiosError): boolean {
  const config = error.config;
  if (!config) return false;
  const method = (config.method ?? 'get').toLowerCase();
  if (!SAFE_METHODS.includes(method) && !config.retryWrites) return false;
  if (!error.response) return isNetworkError(error);
  const { status, headers } = error.response;
  if (!RETRY_STATUSES.includes(status)) return false;
  const wait = status === 429 ? retryAfterSeconds(headers['retry-after']) : null;
  return wait === null || wait <= MAX_RETRY_AFTER_SECONDS;
}

/** The one API client (spec §7, §8). Server and browser get their own instance of it. */
export function createApiClient(setup: ApiClientSetup): AxiosInstance {
  const client = axios.create({
    baseURL: setup.baseURL,
    adapter: setup.adapter,
    headers: { Accept: 'application/json' },
    timeout: 20_000,
  });

  client.interceptors.request.use((config) => {
    config.headers.set('X-Locale', setup.locale());
    const token = setup.token();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const csrf = setup.csrfToken();
    if (csrf) config.headers.set(CSRF_HEADER, csrf);
    return config;
  });

  axiosRetry(client, {
    retries: 3,
    retryCondition: shouldRetry,
    retryDelay: (count, error) => (setup.retryDelayMs ?? exponentialDelay(count, error, 150)),
  });

  client.interceptors.response.use(
    (response) => response,
    (error: AxiosError<ErrorEnvelope> | ApiError) => {
      // A retried call passes through here once per attempt; report only the final failure once.
      if (error instanceof ApiError) return Promise.reject(error);
      const apiError = toApiError(error);
      const notifier = typeof window === 'undefined' ? null : getApiNotifier();
      if (notifier) reportInBrowser(apiError, error.config ?? {}, notifier, error.response?.headers['retry-after']);
      return Promise.reject(apiError);
    },
  );

  return client;
}
