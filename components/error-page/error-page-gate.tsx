'use client';

import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { usePathname } from '@/lib/i18n/router';
import { useGlobalStore } from '@/stores/stores-provider';

// Loaded when an error first shows: every page carries the gate, few ever open it.
const ErrorPage = lazy(() => import('./error-page').then((m) => ({ default: m.ErrorPage })));

/** Spec §2: whenever an application error exists, the error page shows instead of the route. */
export function ErrorPageGate({ children }: { children: ReactNode }) {
  const error = useGlobalStore((s) => s.error);
  const clearError = useGlobalStore((s) => s.clearError);
  const pathname = usePathname();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (error && shownOn.current !== pathname) clearError();
    shownOn.current = pathname;
  }, [pathname, error, clearError]);

  if (!error) return children;
  return (
    <Suspense fallback={null}>
      <ErrorPage status={error.status} message={error.message} request={error} returnTo={pathname} />
    </Suspense>
  );
}
