'use client';

import { useEffect } from 'react';
import { claimReload, isChunkLoadError } from '@/lib/pwa/reload-guard';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads once (per path, per 10 s) when a chunk fails to load; returns whether it did. Never while
 * offline: no build change is behind the failure, and a reload would only swap the page (and an
 * upload waiting for the connection) for the browser's offline screen.
 */
export function reloadAfterChunkError(reason: unknown): boolean {
  if (!navigator.onLine) return false;
  if (!isChunkLoadError(reason) || !claimReload(window.location.pathname, sessionStore())) return false;
  window.location.reload();
  return true;
}

/**
 * A deploy replaces the chunks an open page still refers to; a reload fetches the new ones.
 * Errors that reach an error boundary go through reloadAfterChunkError there (app/[locale]/error.tsx).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadAfterChunkError(event.reason)) event.preventDefault();
    };
    const onError = (event: ErrorEvent) => {
      if (reloadAfterChunkError(event.error ?? event.message)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
