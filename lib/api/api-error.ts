import type { ErrorEnvelope } from './envelope';
import type { CallOptions } from './error-catalogue';

export const API_ERROR_DIGEST = 'API_ERROR';

/**
 * A failed API call, after retries. Its digest survives Next's production error
 * sanitising, so the error page can still tell which status it is for.
 */
export class ApiError extends Error {
  readonly digest: string;

  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorEnvelope | undefined,
    readonly baseURL: string,
    readonly path: string,
    /** The failed call's own switches (ignore401, ignore500, suppressToast, silent): both paths read them. */
    readonly options: CallOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.digest = encodeApiErrorDigest(status, baseURL, path);
  }
}

export interface ApiErrorInfo {
  status: number;
  baseURL?: string;
  path?: string;
  message?: string;
}

export function encodeApiErrorDigest(status: number, baseURL: string, path: string): string {
  return [API_ERROR_DIGEST, status, encodeURIComponent(baseURL), encodeURIComponent(path)].join(';');
}

export function decodeApiErrorDigest(digest: string | undefined): ApiErrorInfo | null {
  if (!digest?.startsWith(`${API_ERROR_DIGEST};`)) return null;
  const [, status, baseURL = '', path = ''] = digest.split(';');
  const code = Number(status);
  if (!Number.isInteger(code)) return null;
  return { status: code, baseURL: decodeURIComponent(baseURL), path: decodeURIComponent(path) };
}
