'use client';

import Cookies from 'js-cookie';
import type { AxiosInstance } from 'axios';
import { createApiClient, CSRF_COOKIE } from './api/create-client';

/** Where the API lives; same origin `/api` unless the deployment says otherwise. */
export const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? '/api';

let browserClient: AxiosInstance | null = null;
let authToken: string | null = null;

export function setApiAuthToken(token: string | null): void {
  authToken = token;
}

/** The browser's instance of the one API client. */
export function getApiClient(): AxiosInstance {
  browserClient ??= createApiClient({
    baseURL: API_BASE,
    locale: () => document.documentElement.lang || 'fa',
    token: () => authToken,
    csrfToken: () => Cookies.get(CSRF_COOKIE),
  });
  return browserClient;
}
