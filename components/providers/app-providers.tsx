'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { ErrorPageGate } from '@/components/error-page/error-page-gate';
import { PwaLayer } from '@/components/pwa/pwa-layer';
import { getQueryClient } from '@/lib/query-client';
import type { Locale } from '@/lib/i18n/routing';
import type { AuthUser } from '@/stores/auth-store';
import { StoresProvider } from '@/stores/stores-provider';
import { ApiNotifierBridge } from './api-notifier-bridge';
import { TimeZoneSync } from './time-zone-sync';

// Toasts load after hydration: nothing needs them for the first paint.
const ToastContainer = dynamic(() => import('react-toastify').then((m) => m.ToastContainer), { ssr: false });

/** Spec §9 toasts: 5000 ms, bottom-right, at most 3, RTL in fa, close on click, pause on hover. */
export const TOAST_OPTIONS = {
  position: 'bottom-right',
  autoClose: 5000,
  limit: 3,
  closeOnClick: true,
  pauseOnHover: true,
} as const;

interface AppProvidersProps {
  locale: Locale;
  /** The session's user, rendered on the server, so the page starts logged in. */
  user: AuthUser | null;
  children: ReactNode;
}

export function AppProviders({ locale, user, children }: AppProvidersProps) {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <StoresProvider initial={{ auth: user ? { user, loggedIn: true } : undefined }}>
        <ApiNotifierBridge />
        <TimeZoneSync />
        <PwaLayer />
        <ErrorPageGate>{children}</ErrorPageGate>
        <ToastContainer {...TOAST_OPTIONS} rtl={locale === 'fa'} />
      </StoresProvider>
    </QueryClientProvider>
  );
}
