'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { useGlobalStoreApi } from '@/stores/stores-provider';

/** Spec §4 service worker states. */
export type ServiceWorkerStatus = 'idle' | 'offline-ready' | 'needs-refresh';

/**
 * Registers /sw.js (scope /) in production builds. A new worker waits until the user accepts
 * the update; accepting activates it and the page reloads when it takes control.
 */
export function useServiceWorker() {
  const globalStore = useGlobalStoreApi();
  const [status, setStatus] = useState<ServiceWorkerStatus>('idle');
  const workbox = useRef<Workbox | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    import('workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js', { scope: '/' });
        wb.addEventListener('waiting', () => setStatus('needs-refresh'));
        wb.addEventListener('activated', (event) => {
          if (event.isUpdate || event.isExternal) return;
          setStatus('offline-ready');
          // This page loaded before the worker existed; let it keep a copy for offline reloads.
          wb.messageSW({ type: 'CACHE_PAGE', url: window.location.href }).catch(() => undefined);
        });
        // The new worker controls this page now (this tab or another accepted it): load the new build.
        wb.addEventListener('controlling', (event) => {
          if (event.isUpdate) window.location.reload();
        });
        workbox.current = wb;
        return wb.register();
      })
      .catch((error: unknown) => {
        console.error('service worker registration failed', error);
        globalStore.getState().setGlobal({ swRegistrationError: true });
      });
  }, [globalStore]);

  /** Asks the server for a newer worker (after the build check saw a new build). */
  const checkForUpdate = useCallback(() => {
    void workbox.current?.update().catch(() => undefined);
  }, []);

  /** Activates the waiting worker (the page then reloads); without one, reloads at once. */
  const applyUpdate = useCallback(async () => {
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    if (registration?.waiting && workbox.current) workbox.current.messageSkipWaiting();
    else window.location.reload();
  }, []);

  return { status, checkForUpdate, applyUpdate };
}
