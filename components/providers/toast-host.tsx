'use client';

import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { subscribeToastsWanted, toastsWanted, toastsWantedOnServer } from '@/lib/toast';

/** Spec §9 toasts: 5000 ms, bottom-right, at most 3, RTL in fa, close on click, pause on hover. */
export const TOAST_OPTIONS = {
  position: 'bottom-right',
  autoClose: 5000,
  limit: 3,
  closeOnClick: true,
  pauseOnHover: true,
} as const;

/**
 * A container that could not load (its chunk, while offline) is left out instead of failing the
 * page: the first toast is often "you are offline", asked for just when nothing more can load.
 */
class ToastLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

// react-toastify and its stylesheet load with the first toast (lib/toast.ts), not with the page.
export function ToastHost({ rtl }: { rtl: boolean }) {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, toastsWantedOnServer);
  // Each connection regained is a new try at loading the container (a failed lazy import stays failed).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the point: a new lazy component per try.
  const ToastContainer = useMemo(() => lazy(() => import('./toast-container')), [attempt]);
  if (!wanted) return null;
  return (
    <ToastLoadBoundary key={attempt}>
      <Suspense fallback={null}>
        <ToastContainer {...TOAST_OPTIONS} rtl={rtl} />
      </Suspense>
    </ToastLoadBoundary>
  );
}
