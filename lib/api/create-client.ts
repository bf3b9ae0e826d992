import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/cookies';
import { ApiError } from './api-error';
import { type CallOptions, callOptionsOf, reportInBrowser, retryAfterSeconds, toApiError } from './error-catalogue';
import { type ErrorEnvelope, isSuccessEnvelope } from './envelope';
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
  /**
   * The catalogue's server half (lib/api-client.server.ts): runs on every final failure during a
   * server render and may throw Next's redirect. The browser reports through the notifier instead.
   */
  onServerFailure?: (error: ApiError) => void;
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
    retryDelay: (count, error) => setup.retryDelayMs ?? exponentialDelay(count, error, 150),
  });

  const fail = (apiError: ApiError, config: CallOptions, retryAfter?: unknown) => {
    setup.onServerFailure?.(apiError);
    const notifier = typeof window === 'undefined' ? null : getApiNotifier();
    if (notifier) reportInBrowser(apiError, config, notifier, retryAfter);
    return Promise.reject(apiError);
  };

  client.interceptors.response.use(
    // Spec §7 "Success is status SUCCESS": checked, not assumed from a 2xx.
    (response) => (isSuccessEnvelope(response.data) ? response : fail(notSuccessError(response), response.config)),
    (error: AxiosError<ErrorEnvelope> | ApiError) => {
      // A retried call passes through here once per attempt; report only the final failure once.
      if (error instanceof ApiError) return Promise.reject(error);
      return fail(toApiError(error), error.config ?? {}, error.response?.headers['retry-after']);
    },
  );

  return client;
}

/** A 2xx whose body is not `{status: 'SUCCESS', …}`: a failure with the server's message, if any. */
function notSuccessError(response: AxiosResponse): ApiError {
  const body = response.data && typeof response.data === 'object' ? (response.data as ErrorEnvelope) : undefined;
  const message = typeof body?.message === 'string' ? body.message : 'The answer was not SUCCESS';
  return new ApiError(response.status, message, body, response.config.baseURL ?? '', response.config.url ?? '', callOptionsOf(response.config));
}
