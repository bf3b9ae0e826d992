'use client';

import type { AxiosInstance } from 'axios';
import { API_BASE } from '@/lib/config/public';

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
  browserClient ??= Promise.all([import('./api/create-client'), import('js-cookie')]).then(([{ createApiClient, CSRF_COOKIE }, { default: Cookies }]) =>
    createApiClient({
      baseURL: API_BASE,
      locale: () => document.documentElement.lang || 'fa',
      token: () => authToken,
      csrfToken: () => Cookies.get(CSRF_COOKIE),
    }),
  );
  return browserClient;
}
