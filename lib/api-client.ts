'use client';

import type { AxiosInstance } from 'axios';

/** Where the API lives; same origin `/api` unless the deployment says otherwise. */
export const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? '/api';

let browserClient: Promise<AxiosInstance> | null = null;
let authToken: string | null = null;

export function setApiAuthToken(token: string | null): void {
  authToken = token;
}

/**
 * The browser's instance of the one API client. Loaded on first use: server renders hand the
 * page its data, so axios stays out of the first-load JavaScript.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  browserClient ??= Promise.all([import('./api/create-client'), import('js-cookie')]).then(
    ([{ createApiClient, CSRF_COOKIE }, { default: Cookies }]) =>
      createApiClient({
        baseURL: API_BASE,
        locale: () => document.documentElement.lang || 'fa',
        token: () => authToken,
        csrfToken: () => Cookies.get(CSRF_COOKIE),
      }),
  );
  return browserClient;
}
