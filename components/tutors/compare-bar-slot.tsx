'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

const CompareBar = lazy(() => import('./compare-bar').then((m) => ({ default: m.CompareBar })));

const noSubscription = () => () => {};

/**
 * Where the compare bar goes. The bar shows only once tutors are picked, which the browser reads
 * from storage after hydration: its code loads after the first paint, not with the page (React's
 * lazy after hydration, as next/dynamic's `ssr: false` did, without next/dynamic's code).
 */
export function CompareBarSlot() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  ) : null;
}
