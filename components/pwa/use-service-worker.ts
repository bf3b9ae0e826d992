'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { isProduction } from '@/lib/config/public';
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
  const accepted = useRef(false);

  useEffect(() => {
    if (!isProduction() || !('serviceWorker' in navigator)) return;
    // A worker replacing another (accepted here or in another tab) serves a new build: load it.
    // The very first worker taking over the page (clientsClaim) changes nothing the user sees.
    let hadController = Boolean(navigator.serviceWorker.controller);
    const onControllerChange = () => {
      if (hadController || accepted.current) window.location.reload();
      hadController = true;
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
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
        workbox.current = wb;
        return wb.register();
      })
      .catch((error: unknown) => {
        console.error('service worker registration failed', error);
        globalStore.getState().setGlobal({ swRegistrationError: true });
      });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  }, [globalStore]);

  /** Asks the server for a newer worker (after the build check saw a new build). */
  const checkForUpdate = useCallback(() => {
    void workbox.current?.update().catch(() => undefined);
  }, []);

  /** Activates the waiting worker (the page then reloads); without one, reloads at once. */
  const applyUpdate = useCallback(async () => {
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    if (!registration?.waiting) return window.location.reload();
    accepted.current = true;
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  }, []);

  return { status, checkForUpdate, applyUpdate };
}
