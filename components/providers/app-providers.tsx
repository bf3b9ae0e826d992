'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import { ErrorPageGate } from '@/components/error-page/error-page-gate';
import { ChunkReloadGuard } from '@/components/pwa/chunk-reload-guard';
import { ConnectivityToasts } from '@/components/pwa/connectivity-toasts';
import type { Locale } from '@/lib/i18n/routing';
// Caught as soon as the page's first script runs: the install offer can come before the PWA layer.
import '@/lib/pwa/install-offer';
import type { AuthUser } from '@/stores/auth-store';
import { StoresProvider } from '@/stores/stores-provider';
import { AfterLoad } from './after-load';
import { ApiNotifierBridge } from './api-notifier-bridge';
import { ApiSessionBridge } from './api-session-bridge';
import { ToastHost } from './toast-host';

// The time-zone cookie, the service worker, update prompt and install button
// wait until the page has loaded and is idle, in a chunk of their own.
// React's lazy, not next/dynamic: AfterLoad renders nothing on the server, and next/dynamic's code
// would be one more piece of every page's first load.
const AfterLoadEffects = lazy(() => import('./after-load-effects').then((m) => ({ default: m.AfterLoadEffects })));

interface AppProvidersProps {
  locale: Locale;
  /** The session's user, rendered on the server, so the page starts logged in. */
  user: AuthUser | null;
  /** The session's bearer token (spec §7), so the browser's calls carry it after a reload too. */
  token: string | null;
  /** The build that rendered this page: the hourly build check compares the deployed one with it. */
  buildId: string | null;
  children: ReactNode;
}

export function AppProviders({ locale, user, token, buildId, children }: AppProvidersProps) {
  return (
    <StoresProvider initial={{ auth: user ? { user, token, loggedIn: true } : undefined }}>
      <ApiNotifierBridge />
      <ApiSessionBridge />
      <ChunkReloadGuard />
      <ConnectivityToasts />
      <AfterLoad>
        <Suspense fallback={null}>
          <AfterLoadEffects buildId={buildId} />
        </Suspense>
      </AfterLoad>
      <ErrorPageGate>{children}</ErrorPageGate>
      <ToastHost rtl={locale === 'fa'} />
    </StoresProvider>
  );
}
